import { ColumnHeaders } from '../../common/column-headers';
import { formatCount } from '../../common/count-format';
import styles from '../../common/dashboard.module.css';
import { formatRunRate } from '../../common/rate-format';
import { TableRegion } from '../../common/table-region';
import { controlRunOf, type ExperimentAnalysis } from '../../results/model/dashboard-analysis';
import { formatDifference } from '../model/figure-rules';
import { formatProbability } from '../model/statistics-format';
import { VerdictCell } from './verdict-cell';

export interface RunVerdictProps {
  experimentName: string;
  analysis: ExperimentAnalysis;
}

/**
 * The verdict's own figures: every variant over the whole run since the start, its difference from the
 * control with the always-valid interval, and the verdict. P(beat control) and P(best) appear only once
 * the verdict has made a call; before that a note says why they are held back.
 */
export function RunVerdict({ experimentName, analysis }: RunVerdictProps) {
  const showProbabilities = analysis.callMade;
  const controlRun = controlRunOf(analysis.variants);
  return (
    <>
      <TableRegion label={`${experimentName} since the start`}>
        <table className={styles.table}>
          <ColumnHeaders
            columns={[
              { label: 'Variant' },
              { label: 'Name' },
              { label: 'Visitors since start', numeric: true },
              { label: 'Conversions', numeric: true },
              { label: 'Rate', numeric: true },
              { label: 'Difference vs. A (95%)' },
              showProbabilities && { label: 'P(beat control)', numeric: true },
              showProbabilities && { label: 'P(best)', numeric: true },
              { label: 'Verdict' },
            ]}
          />
          <tbody>
            {analysis.variants.map((variant) => (
              <tr key={variant.key}>
                <th scope="row">
                  {variant.key}
                  {variant.isControl && ' (control)'}
                </th>
                <td className={styles.nameCell}>{variant.name}</td>
                <td className={styles.number}>{variant.run ? formatCount(variant.run.views) : '—'}</td>
                <td className={styles.number}>{variant.run ? formatCount(variant.run.conversions) : '—'}</td>
                <td className={styles.number}>{formatRunRate(variant.run)}</td>
                <td className={styles.interval}>
                  {variant.sequential && variant.run && controlRun
                    ? formatDifference(variant.sequential.interval, variant.run, controlRun)
                    : '—'}
                </td>
                {showProbabilities && (
                  <>
                    <td className={styles.number}>{formatProbability(variant.probabilityToBeatControl)}</td>
                    <td className={styles.number}>{formatProbability(variant.probabilityBest)}</td>
                  </>
                )}
                <VerdictCell verdict={variant.verdict} />
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {analysis.probabilitiesHeldBack && (
        <p className={styles.footnote}>
          P(beat control) and P(best) are held back until the verdict makes a call: checked every day, they point at a
          winner far more often than there is one.
        </p>
      )}
    </>
  );
}
