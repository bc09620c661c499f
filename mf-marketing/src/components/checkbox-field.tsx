import type { ComponentPropsWithRef } from 'react';
import styles from './form-field.module.css';

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: string;
  className?: string | undefined;
};

/** A checkbox with its label beside it, the whole line clickable. */
export function CheckboxField({ label, className, ...inputProps }: CheckboxFieldProps) {
  return (
    <label className={className ? `${styles.checkbox} ${className}` : styles.checkbox}>
      <input type="checkbox" {...inputProps} />
      <span>{label}</span>
    </label>
  );
}
