import styles from '../../common/dashboard.module.css';
import type { DashboardExperiment } from '../../results/model/parse-ab-stats-response';
import { crossoverNote, trafficWarnings } from '../model/traffic-health';

/**
 * The data's own health: visitors seen in two arms (crossover), and a warning when traffic stops or an arm gets
 * none while the experiment is active.
 */
export function TrafficHealth({
  experiment,
  active,
  today,
}: {
  experiment: DashboardExperiment;
  active: boolean;
  today: string;
}) {
  const warnings = active ? trafficWarnings(experiment, today) : [];
  return (
    <>
      {warnings.map((warning) => (
        <p key={warning} className={styles.dataWarning}>
          {warning}
        </p>
      ))}
      {experiment.crossoverVisitors !== null && (
        <p className={styles.metricNote}>{crossoverNote(experiment.crossoverVisitors)}</p>
      )}
    </>
  );
}
