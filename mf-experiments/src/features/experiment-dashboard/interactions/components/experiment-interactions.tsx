import type { ExperimentInteractionsResponse } from '@novavox/contracts-api/experiment-interactions';
import { useId } from 'react';
import styles from '../../common/dashboard.module.css';
import { TableRegion } from '../../common/table-region';
import {
  EXPLORATORY_NOTE,
  experimentName,
  formatP,
  interactionSummary,
  pageName,
  visitorsInBoth,
} from '../model/interaction-words';

/**
 * The pairs of running experiments whose effects seem to depend on each other's arm (docs/statistics.md S12). For
 * exploring, not for deciding: nothing alerts on it, and a flagged pair is a reason to look at the two together.
 */
export function ExperimentInteractions({ answer }: { answer: ExperimentInteractionsResponse }) {
  const heading = useId();
  const flagged = answer.pairs.filter((pair) => pair.flagged);
  const tested = answer.pairs.filter((pair) => pair.pValue !== null).length;
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className={styles.overviewTitle}>
        Experiments that meet
      </h2>
      <p>
        <strong>{EXPLORATORY_NOTE}.</strong> When two experiments run on one page, a visitor sees an arm of each. This
        check asks, for each pair, whether one's effect on sign-ups seems to change with the other's arm; a flagged pair
        is worth reading together before acting on either verdict. No alert is sent for it.
      </p>
      <p className={styles.muted}>{interactionSummary(answer)}</p>
      {flagged.length > 0 && (
        <TableRegion label="Flagged pairs">
          <table className={styles.table}>
            <caption>
              Flagged pairs ({EXPLORATORY_NOTE.toLowerCase()}): p after Holm's correction over the {tested} pairs
              checked, flagged below {answer.alpha}
            </caption>
            <thead>
              <tr>
                <th scope="col">Experiments</th>
                <th scope="col">Page</th>
                <th scope="col" className={styles.number}>
                  Visitors in both
                </th>
                <th scope="col" className={styles.number}>
                  χ² (degrees of freedom)
                </th>
                <th scope="col" className={styles.number}>
                  p
                </th>
                <th scope="col" className={styles.number}>
                  p after Holm
                </th>
              </tr>
            </thead>
            <tbody>
              {flagged.map((pair) => (
                <tr key={`${pair.first} ${pair.second}`}>
                  <th scope="row">
                    {experimentName(pair.first)} × {experimentName(pair.second)}
                  </th>
                  <td>{pageName(pair.page)}</td>
                  <td className={styles.number}>{visitorsInBoth(pair)}</td>
                  <td className={styles.number}>
                    {pair.chiSquare === null ? '—' : `${pair.chiSquare.toFixed(2)} (${pair.degreesOfFreedom})`}
                  </td>
                  <td className={styles.number}>{formatP(pair.pValue)}</td>
                  <td className={styles.number}>{formatP(pair.adjustedPValue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
