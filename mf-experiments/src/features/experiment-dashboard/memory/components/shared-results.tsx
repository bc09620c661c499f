import { AB_STATS_DEFAULT_RANGE } from '@novavox/contracts-api/ab-stats';
import { formatMoment } from '@novavox/contracts-api/team';
import { isExperimentId } from '@novavox/contracts-experiments';
import { useRuntimeConfig } from '@novavox/contracts-runtime';
import { useQuery } from '@tanstack/react-query';
import styles from '../../common/dashboard.module.css';
import { useExperimentStates } from '../../experiment-controls/hooks/use-experiment-states';
import { stateHeadline } from '../../experiment-controls/model/experiment-state-words';
import { useAbStats } from '../../results/hooks/use-ab-stats';
import { HowComputed } from '../../verdict/components/how-computed';
import { RunVerdict } from '../../verdict/components/run-verdict';
import { experimentAction } from '../../verdict/model/experiment-action';
import { fetchSharedInfo, sharedEndpoint } from '../api/memory-api';

/**
 * One experiment's results for someone without an account, opened by a share link (/admin/tests?share=<token>):
 * the card's verdict and its figures since the start, read-only; nothing on it changes anything. The api checks
 * the link's signature and expiry on every read; an expired or altered link shows why it no longer opens.
 */
export function SharedResults({ token }: { token: string }) {
  const { endpoints, experiments: loadedStates } = useRuntimeConfig();
  const info = useQuery({
    queryKey: ['shared-results', token],
    queryFn: ({ signal }) => fetchSharedInfo(endpoints.experimentsAdmin, token, signal),
    retry: false,
  });
  const stats = useAbStats(
    sharedEndpoint(endpoints.experimentsAdmin, 'ab-stats', token),
    AB_STATS_DEFAULT_RANGE,
    info.isSuccess ? `share:${token}` : undefined,
  );
  const live = useExperimentStates(endpoints.experimentStates, loadedStates);
  const experiment = stats.state.experiments.find((entry) => entry.id === info.data?.experimentId);
  const runState = experiment && isExperimentId(experiment.id) ? live.states[experiment.id] : undefined;
  const action = experiment ? experimentAction(experiment.analysis, runState) : null;

  return (
    <section className={styles.page} aria-labelledby="shared-results-title">
      <h1 id="shared-results-title" className={styles.title}>
        {experiment ? `Results: ${experiment.name}` : 'Shared experiment results'}
      </h1>
      {info.isError && (
        <p className={styles.warning} role="alert">
          {info.error.message}
        </p>
      )}
      {info.isSuccess && (
        <p className={styles.intro}>
          A read-only view of one NovaVox experiment, shared by the team. This link works until{' '}
          <time dateTime={info.data.expiresAt}>{formatMoment(info.data.expiresAt)}</time>.
        </p>
      )}
      {info.isSuccess && stats.state.status === 'loading' && (
        <p className={styles.status} role="status">
          Loading the results…
        </p>
      )}
      {stats.state.warning && stats.state.status === 'error' && (
        <p className={styles.warning} role="alert">
          {stats.state.warning.text}
        </p>
      )}
      {experiment && action && (
        <article className={styles.card} aria-labelledby="shared-results-title">
          {experiment.description && <p>{experiment.description}</p>}
          {runState && <p>{stateHeadline(runState)}</p>}
          <div className={styles.action}>
            <p>
              <strong className={styles.actionText}>{action.text}</strong> <span>{action.reason}</span>
            </p>
          </div>
          <section className={styles.runPart} aria-labelledby="shared-results-run">
            <h2 id="shared-results-run">The verdict: everyone since the start</h2>
            <RunVerdict experimentName={experiment.name} analysis={experiment.analysis} />
            <HowComputed analysis={experiment.analysis} />
          </section>
        </article>
      )}
    </section>
  );
}
