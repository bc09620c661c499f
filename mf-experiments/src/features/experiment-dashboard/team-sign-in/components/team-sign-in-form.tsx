import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styles from '../../common/dashboard.module.css';
import { errorWiring } from '../../common/field-wiring';

export interface TeamSignInFormProps {
  /** The api's answer once a link was asked for ("Check your inbox"); null while the form is shown. */
  sent: string | null;
  /** Asks for a link; resolves with the error to show, or null. */
  onSubmit: (email: string) => Promise<string | null>;
  onStartOver: () => void;
}

/** Sign-in for the team: an e-mail address, then "Check your inbox" while the e-mailed link does the rest. */
export function TeamSignInForm({ sent, onSubmit, onStartOver }: TeamSignInFormProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Once the link is sent the form is gone with its button: focus moves to the heading that says what now.
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent !== null) sentHeading.current?.focus();
  }, [sent]);

  if (sent !== null) {
    return (
      <section className={styles.signInForm} aria-labelledby={`${inputId}-sent`}>
        <h2 id={`${inputId}-sent`} ref={sentHeading} tabIndex={-1} className={styles.signInTitle}>
          Check your inbox
        </h2>
        <p role="status">{sent}</p>
        <button type="button" className={styles.linkButton} onClick={onStartOver}>
          Use another address
        </button>
      </section>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setError('Enter your e-mail address.');
      return;
    }
    setError(null);
    setSending(true);
    const problem = await onSubmit(email.trim());
    setSending(false);
    if (problem !== null) setError(problem);
  }

  return (
    <form className={styles.signInForm} onSubmit={submit} aria-label="Sign in" noValidate>
      <h2 className={styles.signInTitle}>Sign in</h2>
      <p id={hintId}>
        The experiments are for the NovaVox team. Enter your work e-mail address and we send you a sign-in link.
      </p>
      <div className={styles.signInRow}>
        <div className={styles.field}>
          <label htmlFor={inputId}>Work e-mail</label>
          <input
            id={inputId}
            className={styles.input}
            type="email"
            autoComplete="email"
            value={email}
            {...errorWiring(errorId, error, hintId)}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className={styles.button} disabled={sending}>
          {sending ? 'Sending...' : 'Send sign-in link'}
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
