import type { Verdict } from '@novavox/experiment-stats';
import styles from '../../common/dashboard.module.css';

const verdictClass: Record<Verdict, string | undefined> = {
  Control: styles.badge,
  'Bad data': styles.badgeBad,
  'No views': styles.badge,
  'Not enough data': styles.badge,
  'Not started': styles.badge,
  'Run unknown': styles.badge,
  Running: styles.badgeWarn,
  Inconclusive: styles.badge,
  'Significant win': styles.badgeOk,
  'Significant loss': styles.badgeBad,
};

/**
 * The table cell of a variant's verdict, shown as a badge: green for a win, red for a loss or bad data, amber
 * while the test runs.
 */
export function VerdictCell({ verdict }: { verdict: Verdict }) {
  return (
    <td>
      <span className={verdictClass[verdict]}>{verdict}</span>
    </td>
  );
}
