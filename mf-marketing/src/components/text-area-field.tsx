import type { ComponentPropsWithRef } from 'react';
import { FormFieldFrame } from './form-field-frame';

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** The multi-line sibling of TextField, with the same labelling and error wiring. */
export function TextAreaField({ id, label, error, hint, required, className, ...textareaProps }: TextAreaFieldProps) {
  return (
    <FormFieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <textarea id={id} required={required} {...control} {...textareaProps} />}
    </FormFieldFrame>
  );
}
