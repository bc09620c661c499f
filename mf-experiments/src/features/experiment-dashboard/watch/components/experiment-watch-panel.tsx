import type { ExperimentId, ExperimentState } from '@novavox/contracts-experiments';
import { useId } from 'react';
import styles from '../../common/dashboard.module.css';
import { useExperimentHistory } from '../../experiment-controls/hooks/use-experiment-history';
import { WatchAlertsList } from '../../results/components/watch-alerts-list';
import { useExperimentAlerts } from '../hooks/use-experiment-alerts';
import { useWatchChange } from '../hooks/use-watch-change';
import { EndDateControls } from './end-date-controls';
import { GuardrailTakeOuts } from './guardrail-take-outs';
import watch from './watch.module.css';
import type { WatchControlProps } from './watch-control-props';

export interface ExperimentWatchPanelProps {
  experimentId: ExperimentId;
  experimentName: string;
  state: ExperimentState;
  adminEndpoint: string;
  /** Who is signed in (null: nobody); the alerts are read again when that changes. */
  viewer: string | null;
}

/**
 * What the experiment watch does for one experiment (docs/experiment-watch.md): its end date, the arms a
 * guardrail took out (with the override), and what was sent to the team and when.
 */
export function ExperimentWatchPanel({
  experimentId,
  experimentName,
  state,
  adminEndpoint,
  viewer,
}: ExperimentWatchPanelProps) {
  const heading = useId();
  const history = useExperimentHistory(adminEndpoint, experimentId, viewer);
  const alerts = useExperimentAlerts(adminEndpoint, experimentId, viewer);
  const { send, busy } = useWatchChange(adminEndpoint, experimentId);
  const control: WatchControlProps = { experimentName, state, busy, onSend: send };
  return (
    <section className={watch.watch} aria-labelledby={heading}>
      <h3 id={heading}>The watch: end date, guardrails and alerts</h3>
      <EndDateControls key={`${state.status} ${'runId' in state ? state.runId : ''}`} {...control} />
      <GuardrailTakeOuts {...control} records={history.records} />
      <div className={watch.alertsList}>
        {alerts.status === 'loaded' ? (
          <WatchAlertsList experimentName={experimentName} alerts={alerts.data} />
        ) : (
          <p className={styles.muted}>
            {alerts.status === 'loading' ? 'Loading the alerts…' : `Could not load the alerts: ${alerts.message}`}
          </p>
        )}
      </div>
    </section>
  );
}
