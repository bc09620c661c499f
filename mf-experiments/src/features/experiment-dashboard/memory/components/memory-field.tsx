import type { Ref } from 'react';
import styles from '../../common/dashboard.module.css';
import { errorWiring } from '../../common/field-wiring';
import { FieldError } from './messages';

export interface MemoryFieldProps {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  /** The contract's or the api's message for this field; none while it is fine. */
  error: string | undefined;
  /** A text area for prose, else a one-line input. */
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}

/** One field of the hypothesis-and-notes form: its label, the control, and its error tied to it. */
export function MemoryField({ id, label, value, maxLength, error, multiline, inputRef, onChange }: MemoryFieldProps) {
  const errorId = `${id}-error`;
  const control = { id, className: styles.input, value, maxLength, ...errorWiring(errorId, error) };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...control} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input ref={inputRef} {...control} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
