import { type AnyExperimentId, runArms, type VariantKey } from '@novavox/contracts-experiments';
import type { AppKysely } from '../db/database-schema';
import { newestValue } from '../db/newest-value';

/** One arm of a run: visitors first exposed within it, and those of them who did what a metric counts. */
export interface RunArm {
  key: string;
  views: number;
  /** Confirmed sign-ups (the primary metric, the verdict's conversions). */
  conversions: number;
}

/**
 * A run's arms from its own counters (docs/analytics-and-experiments.md, "Runs"), one per arm (runArms) in
 * letter order, zero where nothing was counted: what the dashboard's verdict reads as `run.variants`.
 */
export async function readRunArms(
  db: AppKysely,
  experimentId: AnyExperimentId,
  { runId, weights }: { runId: string; weights: Partial<Record<VariantKey, number>> },
): Promise<RunArm[]> {
  const rows = await db
    .selectFrom('experiment_run_counters')
    .select(['variant_id', 'views', 'conversions'])
    .where('experiment_id', '=', experimentId)
    .where('run_id', '=', runId)
    .execute();
  const counted = new Map(rows.map((row) => [row.variant_id, row]));
  return runArms(experimentId, weights).map((key) => ({
    key,
    views: Number(counted.get(key)?.views ?? 0),
    conversions: Number(counted.get(key)?.conversions ?? 0),
  }));
}

/**
 * Visitors of the run (first exposed at or after `startedAt`) a metric counted, by metric and arm: metric id →
 * variant letter → visitors.
 */
export async function readRunMetricVisitors(
  db: AppKysely,
  experimentId: AnyExperimentId,
  startedAt: string,
  metricIds: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const rows =
    metricIds.length === 0
      ? []
      : await db
          .selectFrom('experiment_metric_visitors as m')
          .innerJoin('experiment_exposures as e', (join) =>
            join.onRef('e.experiment_id', '=', 'm.experiment_id').onRef('e.visitor_id', '=', 'm.visitor_id'),
          )
          .select((eb) => ['m.metric_id', 'm.variant_id', eb.fn.countAll<number>().as('visitors')])
          .where('m.experiment_id', '=', experimentId)
          .where('m.metric_id', 'in', metricIds)
          .where('e.exposed_at', '>=', startedAt)
          .groupBy(['m.metric_id', 'm.variant_id'])
          .execute();
  const byMetric = new Map<string, Map<string, number>>();
  for (const row of rows) {
    let arms = byMetric.get(row.metric_id);
    if (!arms) {
      arms = new Map();
      byMetric.set(row.metric_id, arms);
    }
    arms.set(row.variant_id, Number(row.visitors));
  }
  return byMetric;
}

/**
 * When the experiment last had a visitor in its run, looking back `lookBackMs` from `at` (null: none in that time):
 * the newest impression the api accepted (`analytics_events`, read through its day index, so the look is over a day
 * or two of events whatever the table holds; the raw events are kept at least a day).
 */
export async function lastRunVisitorAt(
  db: AppKysely,
  experimentId: AnyExperimentId,
  startedAt: string,
  at: Date,
  lookBackMs: number,
): Promise<string | null> {
  const since = new Date(Math.max(at.getTime() - lookBackMs, Date.parse(startedAt))).toISOString();
  return newestValue(
    db
      .selectFrom('analytics_events')
      .where('occurred_on', '>=', since.slice(0, 10))
      .where('name', '=', 'experiment_impression')
      .where('experiment_id', '=', experimentId)
      .where('occurred_at', '>=', since),
    'occurred_at',
  );
}

/** The last UTC day a new visitor of the run came (the daily view counters), or null when none came yet. */
export async function lastRunVisitDay(
  db: AppKysely,
  experimentId: AnyExperimentId,
  startedAt: string,
): Promise<string | null> {
  return newestValue(
    db
      .selectFrom('experiment_daily_views')
      .where('experiment_id', '=', experimentId)
      .where('day', '>=', startedAt.slice(0, 10))
      .where('views', '>', 0),
    'day',
  );
}
