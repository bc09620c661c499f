import styles from './spinner.module.css';

/** A decorative spinner: the text next to it (or a status line) says what is happening. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
