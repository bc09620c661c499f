import { type ReactNode, useEffect, useRef } from 'react';
import styles from './sent-note.module.css';

export interface SentNoteProps {
  title: string;
  /** What happens next, in a sentence or a few. */
  children: ReactNode;
  /** The buttons under the text: the form's way back, or where to go next. */
  actions: ReactNode;
}

/**
 * What a form turns into once the api has taken it: announced (role="status") and focused as it appears, so a
 * keyboard or a screen reader lands on it rather than on the form that is gone.
 */
export function SentNote({ title, children, actions }: SentNoteProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.note} role="status" tabIndex={-1}>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{children}</p>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
