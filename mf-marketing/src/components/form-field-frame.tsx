import type { ReactNode } from 'react';
import styles from './form-field.module.css';

/** A field's own props, whatever its control: the id its label points at, the label, its hint and its error. */
export interface FormFieldLabelling {
  id: string;
  label: string;
  /** The validation message; it marks the control invalid and is announced. */
  error?: string | undefined;
  hint?: string | undefined;
}

export interface FormFieldFrameProps extends FormFieldLabelling {
  required?: boolean | undefined;
  className?: string | undefined;
  /** Renders the control, given the attributes that tie it to its label, hint and error. */
  children: (control: {
    className: string | undefined;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/**
 * Splits a field's props into the frame's (label, hint, error, layout) and the control's own; the control keeps
 * the id its label points at and whether it is required.
 */
export function splitFieldProps<Own extends object>({
  id,
  label,
  error,
  hint,
  required,
  className,
  ...own
}: FormFieldLabelling & Pick<FormFieldFrameProps, 'required' | 'className'> & Own) {
  return { frame: { id, label, error, hint, required, className }, control: { id, required, ...own } };
}

/** The label, hint and error around one form control, tied to it with aria-describedby. */
export function FormFieldFrame({ id, label, required, error, hint, className, children }: FormFieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
