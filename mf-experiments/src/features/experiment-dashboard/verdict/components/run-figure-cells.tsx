import { formatCount } from '@novavox/contracts-api/experiment-watch';
import type { Column } from '../../common/column-headers';
import styles from '../../common/dashboard.module.css';
import { formatRunRate } from '../../common/rate-format';
import type { VariantAnalysis } from '../../results/model/dashboard-analysis';
import { formatDifference } from '../model/figure-rules';

/** The headings of `RunFigureCells`, in their order: the verdict's table and the ship dialog show the same figures. */
export const RUN_FIGURE_COLUMNS: readonly Column[] = [
  { label: 'Visitors since start', numeric: true },
  { label: 'Conversions', numeric: true },
  { label: 'Rate', numeric: true },
  { label: 'Difference vs. A (95%)' },
];

export interface RunFigureCellsProps {
  variant: VariantAnalysis;
  /** The control's counts over the run (null before it has any): the difference is read against them. */
  controlRun: VariantAnalysis['run'];
}

/**
 * A variant's figures over the whole run since its start: visitors, conversions, rate, and its difference from the
 * control with the always-valid interval ("—" where there is nothing to show yet).
 */
export function RunFigureCells({ variant, controlRun }: RunFigureCellsProps) {
  const { run, sequential } = variant;
  return (
    <>
      <td className={styles.number}>{run ? formatCount(run.views) : '—'}</td>
      <td className={styles.number}>{run ? formatCount(run.conversions) : '—'}</td>
      <td className={styles.number}>{formatRunRate(run)}</td>
      <td className={styles.interval}>
        {sequential && run && controlRun ? formatDifference(sequential.interval, run, controlRun) : '—'}
      </td>
    </>
  );
}
