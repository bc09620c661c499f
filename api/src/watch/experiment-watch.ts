import {
  type AnyExperimentId,
  DEFAULT_RUN_ID,
  type ExperimentId,
  type ExperimentState,
  guardrailMetricIds,
  isExperimentId,
} from '@novavox/contracts-experiments';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { MINUTE_MS } from '@novavox/contracts-experiments/time-units';
import { srmAllowsVerdict } from '@novavox/experiment-stats';
import type { ApiConfig } from '../config/api-config';
import type { AppKysely } from '../db/database-schema';
import { type ApiLogger, apiLog } from '../observability/api-logger';
import type { ApiMetrics } from '../observability/api-metrics';
import { runningCopyExperiments } from '../stores/created-runs';
import { CROSSOVER_METRIC_ID } from '../stores/event-ingest';
import { createExperimentStateStore, type ExperimentStateStore } from '../stores/experiment-state-store';
import { type AlertDelivery, recordChange, sendDigest, type ToldChanges } from './alert-log';
import { actOnEndDates } from './end-dates';
import { guardrailTrip } from './guardrails';
import { IDLE_ALERT_MS, runChanges } from './run-changes';
import { lastRunVisitDay, lastRunVisitorAt, readRunMetricVisitors } from './run-figures';
import { type ReadRunVerdict, runVerdictReader, type WatchedRun } from './run-verdict';
import { takeOut } from './take-out';
import { alertRecipients } from './team-alert-settings';
import { deliverDueWebhooks } from './webhook-deliveries';

export type WatchConfig = Pick<ApiConfig, 'team' | 'publicSiteUrl' | 'experimentsEnabledByDefault' | 'watch'>;

export interface ExperimentWatchDeps {
  db: AppKysely;
  config: WatchConfig;
  /** How a run's verdict is read; defaults to the shared verdict over the run's counters. */
  readVerdict?: ReadRunVerdict;
  now?: () => number;
  log?: ApiLogger;
  /** Told when e-mails were queued (the outbox dispatcher sends them at once). */
  onMailQueued?: () => void;
  /** Used to call the webhook; defaults to global fetch. */
  fetch?: typeof fetch;
  /** Counts the webhook's deliveries (delivered, retried, given up). */
  metrics?: ApiMetrics;
  store?: ExperimentStateStore;
}

export interface ExperimentWatch {
  /**
   * One look at every experiment: end dates first, then what changed in each running run; then the digest, then
   * the webhook's deliveries that are due (this pass's and earlier ones tried again, by any process).
   */
  watchOnce(): Promise<ToldChanges[]>;
}

/**
 * The experiment watch (docs/experiment-watch.md): reads every experiment's state and run from the database, acts
 * on end dates, and tells the team what changed. Everything it decides is claimed in the database, so any number
 * of api processes may run it: a change is acted on, and told, once.
 */
export function createExperimentWatch(deps: ExperimentWatchDeps): ExperimentWatch {
  const { db, config, now = Date.now, log = apiLog } = deps;
  const readVerdict = deps.readVerdict ?? runVerdictReader(db);
  const store = deps.store ?? createExperimentStateStore(db, config.experimentsEnabledByDefault, now);
  const webhook = config.watch.webhook;
  return {
    async watchOnce() {
      const at = new Date(now());
      const delivery: AlertDelivery = {
        recipients: await alertRecipients(db, config.team.members.keys()),
        siteUrl: config.publicSiteUrl,
        webhook: webhook !== null,
      };
      const document = await store.document();
      const told = await actOnEndDates(store, document, readVerdict, delivery, at, (id, error) =>
        log.info({ experimentId: id, reason: errorMessage(error) }, 'Another api process was acting on this end date'),
      );
      // What changed in each run started from the dashboard (the site-wide default's run has no run counters),
      // then in each created copy experiment's run (docs/copy-experiments.md): judged and told alike.
      const after = await store.document();
      const runs: [AnyExperimentId, WatchedRun][] = [
        ...(Object.entries(after.experiments) as [ExperimentId, ExperimentState][]).flatMap(
          ([id, state]): [AnyExperimentId, WatchedRun][] =>
            state.status === 'running' && state.runId !== DEFAULT_RUN_ID ? [[id, state]] : [],
        ),
        ...(await runningCopyExperiments(db)),
      ];
      for (const [id, state] of runs) {
        const verdict = await readVerdict(id, state, at);
        if (!verdict) continue;
        const counted = await readRunMetricVisitors(db, id, state.startedAt, [
          ...guardrailMetricIds,
          CROSSOVER_METRIC_ID,
        ]);
        // A created experiment's arms keep equal weights: a harmful arm is told in its verdict, not taken out.
        if (isExperimentId(id) && srmAllowsVerdict(verdict.srm)) {
          const trip = guardrailTrip(id, state, verdict.arms, counted);
          if (trip) {
            const taken = await takeOut(store, id, trip, delivery, at);
            if (taken) told.push(taken);
            // The run ended with the change: the next look reads the new one.
            continue;
          }
        }
        const traffic = {
          lastVisitorAt: await lastRunVisitorAt(db, id, state.startedAt, at, IDLE_ALERT_MS),
          lastVisitDay: await lastRunVisitDay(db, id, state.startedAt),
          crossovers: [...(counted.get(CROSSOVER_METRIC_ID)?.values() ?? [])].reduce((sum, n) => sum + n, 0),
        };
        const changes = runChanges(id, state, verdict, traffic, at);
        for (const change of changes) {
          const recorded = await db.transaction().execute((trx) => recordChange(trx, change, delivery, at));
          if (recorded) told.push(recorded);
        }
      }
      const digest = await sendDigest(db, delivery, at);
      if (digest) told.push(digest);
      const sent = told.filter((changes) => changes.ids.length > 0);
      if (sent.length > 0 && delivery.recipients.length > 0) deps.onMailQueued?.();
      if (webhook) {
        await deliverDueWebhooks({ db, webhook, now, log, metrics: deps.metrics, fetch: deps.fetch });
      }
      return told;
    },
  };
}

/**
 * Runs the watch at start and then every WATCH_INTERVAL_MINUTES; a pass that fails is tried again at the next.
 * `stop` resolves once a pass in flight has ended, so the database can close after it.
 */
export function startExperimentWatch(watch: ExperimentWatch, intervalMinutes: number, log: ApiLogger = apiLog) {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = watch
      .watchOnce()
      .then(() => undefined)
      .catch((error: unknown) =>
        log.error({ err: error }, 'The experiment watch failed; it looks again at its next turn'),
      )
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMinutes * MINUTE_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
