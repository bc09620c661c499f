import { type FormEvent, useId, useState } from 'react';
import styles from './tests-dashboard.module.css';

export interface AdminTokenFormProps {
  onSave: (token: string) => void;
}

/** Asks for the api's admin token after the stats endpoint answered 401. */
export function AdminTokenForm({ onSave }: AdminTokenFormProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!value.trim()) {
      setError('Enter the admin token.');
      return;
    }
    setError(null);
    onSave(value);
  }

  return (
    <form className={styles.tokenForm} onSubmit={submit} aria-label="Admin token" noValidate>
      <p id={hintId}>
        The stats endpoint needs the admin token (the api's ADMIN_TOKEN). It is kept for this browser tab only.
      </p>
      <div className={styles.tokenRow}>
        <div className={styles.field}>
          <label htmlFor={inputId}>Admin token</label>
          <input
            id={inputId}
            className={styles.input}
            type="password"
            autoComplete="off"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <button type="submit" className={styles.button}>
          Use token
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.negative}>
          {error}
        </p>
      )}
    </form>
  );
}
