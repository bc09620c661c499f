import styles from '../../common/dashboard.module.css';

/** A refusal or failure to announce at once (role="alert"); nothing when there is none. */
export function ProblemAlert({ problem }: { problem: string | null }) {
  if (problem === null) return null;
  return (
    <p role="alert" className={styles.negative}>
      {problem}
    </p>
  );
}

/** A field's rule broken, under the field, which names it in aria-describedby; nothing when it is fine. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.negative}>
      {error}
    </p>
  );
}
