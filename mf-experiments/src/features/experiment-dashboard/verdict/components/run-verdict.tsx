import { ColumnHeaders } from '../../common/column-headers';
import styles from '../../common/dashboard.module.css';
import { TableRegion } from '../../common/table-region';
import { controlRunOf, type ExperimentAnalysis } from '../../results/model/dashboard-analysis';
import { formatProbability } from '../model/statistics-format';
import { RUN_FIGURE_COLUMNS, RunFigureCells } from './run-figure-cells';
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
              ...RUN_FIGURE_COLUMNS,
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
                <RunFigureCells variant={variant} controlRun={controlRun} />
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
