import { formatCount } from '@novavox/contracts-api/experiment-watch';
import { type ExperimentStates, isExperimentId } from '@novavox/contracts-experiments';
import styles from '../../common/dashboard.module.css';
import { TableRegion } from '../../common/table-region';
import { stateWord } from '../../experiment-controls/model/experiment-state-words';
import type { LoadedExperiment } from '../../results/hooks/use-ab-stats';
import { experimentAction } from '../../verdict/model/experiment-action';
import { endDayLine, runEnd } from '../../watch/model/end-date-words';
import { experimentHref } from '../hooks/use-selected-experiment';
import { nextAction } from '../model/overview-row';

export interface ExperimentsOverviewProps {
  experiments: readonly LoadedExperiment[];
  states: ExperimentStates;
  onOpen: (id: string) => void;
}

/** One row per experiment: its state, days running, visitors, the card's line and what to do next. */
export function ExperimentsOverview({ experiments, states, onOpen }: ExperimentsOverviewProps) {
  return (
    <TableRegion labelledBy="experiments-overview-title">
      <h2 id="experiments-overview-title" className={styles.overviewTitle}>
        Overview
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Experiment</th>
            <th scope="col">State</th>
            <th scope="col" className={styles.number}>
              Days running
            </th>
            <th scope="col" className={styles.number}>
              Visitors since start
            </th>
            <th scope="col">Verdict</th>
            <th scope="col">Next</th>
          </tr>
        </thead>
        <tbody>
          {experiments.map((experiment) => {
            const state = isExperimentId(experiment.id) ? states[experiment.id] : undefined;
            const action = experimentAction(experiment.analysis, state);
            const visitors = experiment.analysis.variants.reduce((sum, variant) => sum + (variant.run?.views ?? 0), 0);
            const days = experiment.analysis.daysRunning;
            const end = runEnd(state);
            return (
              <tr key={experiment.id}>
                <th scope="row">
                  <a
                    href={experimentHref(experiment.id)}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      onOpen(experiment.id);
                    }}
                  >
                    {experiment.name}
                  </a>
                </th>
                <td>
                  {stateWord(state)}
                  {end && <span className={styles.endLine}>{endDayLine(end)}</span>}
                </td>
                <td className={styles.number}>
                  {state?.status === 'running' && days !== null ? formatCount(days) : '—'}
                </td>
                <td className={styles.number}>{experiment.analysis.runStartedAt ? formatCount(visitors) : '—'}</td>
                <td>{action.text}</td>
                <td>{nextAction(state, action)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
