import { type ReactNode, useId } from 'react';
import type { FormFieldSpec, FormFieldSpecs } from '../lib/form-field-spec';
import type { ValidatedForm } from '../lib/use-validated-form';
import { Button } from './button';
import { CheckboxField } from './checkbox-field';
import { HoneypotField } from './honeypot-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';
import styles from './validated-form-frame.module.css';

export interface ValidatedFormFrameProps<Name extends string> {
  /** The form's accessible name (also how prerendered input finds its live field). */
  label: string;
  /** The form's state and handlers, from useValidatedForm. */
  form: ValidatedForm<Name>;
  fields: FormFieldSpecs<Name>;
  submitLabel: string;
  /** The submit button spans the form, as a page's main action does. */
  wideSubmit?: boolean;
  /** A line of fine print by the submit button. */
  note: ReactNode;
}

/**
 * One frame for every marketing form: its fields drawn from their description, each tied to its label, hint
 * and error; the refusal alert the form is described by; and the submit button that reads 'Submitting...'
 * while sending (requirements §4).
 */
export function ValidatedFormFrame<Name extends string>({
  label,
  form,
  fields,
  submitLabel,
  wideSubmit = false,
  note,
}: ValidatedFormFrameProps<Name>) {
  const id = useId();
  const formErrorId = `${id}-form-error`;
  const entries = Object.entries(fields) as [Name, FormFieldSpec][];
  return (
    <form
      className={styles.form}
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      noValidate
      aria-label={label}
      aria-describedby={form.formError ? formErrorId : undefined}
    >
      <div className={styles.grid}>
        {entries.map(([name, spec]) => (
          <FieldOf key={name} id={`${id}-${name}`} spec={spec} error={form.errors[name]} {...form.field(name)} />
        ))}
        {form.formError && (
          <p id={formErrorId} className={styles.formError} role="alert">
            {form.formError}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" wide={wideSubmit} disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Submitting...' : submitLabel}
          </Button>
          <p className={styles.note}>{note}</p>
        </div>
      </div>
    </form>
  );
}

type FieldOfProps = ReturnType<ValidatedForm<string>['field']> & {
  id: string;
  spec: FormFieldSpec;
  error: string | undefined;
};

function FieldOf({ id, spec, error, ...registered }: FieldOfProps) {
  switch (spec.kind) {
    case 'checkbox':
      return <CheckboxField className={styles.wide} label={spec.label} {...registered} />;
    case 'fixed':
      return null;
    case 'honeypot':
      return <HoneypotField id={id} label={spec.label} {...registered} />;
  }
  // A labelled field: label, hint and error wired alike whatever its control; the form's wiring last.
  const field = {
    id,
    className: spec.wide ? styles.wide : undefined,
    label: spec.label,
    required: spec.required,
    hint: spec.hint,
    error,
    ...registered,
  };
  switch (spec.kind) {
    case 'text':
      return <TextField type={spec.type ?? 'text'} autoComplete={spec.autoComplete} {...field} />;
    case 'textarea':
      return <TextAreaField rows={spec.rows} {...field} />;
    case 'select':
      return <SelectField placeholder={spec.placeholder} options={spec.options} {...field} />;
  }
}
