import type { DeviceClass } from '@novavox/contracts-api/experiment-segments';
import type { AppDatabase } from '../db/open-database';
import type { DayRange } from '../stats/day-range';
import { type IngestEvent, ingestBatch } from './event-ingest';
import { type ExperimentFigures, readExperimentFigures } from './experiment-figures';

export interface EventStore {
  /**
   * Stores the batch and updates the aggregates in one transaction; returns how many events were stored. `runs`
   * (experiment id → current run id) also counts the visitors first exposed now in their run's counters.
   */
  addBatch(
    events: readonly IngestEvent[],
    receivedAt: number,
    runs?: ReadonlyMap<string, string>,
    deviceClass?: DeviceClass,
  ): Promise<number>;
  /** Views and conversions of the given runs: experiment id → run id → variant letter → figures. */
  runFigures(
    runs: ReadonlyMap<string, string>,
  ): Promise<Map<string, Record<string, { views: number; conversions: number }>>>;
  experimentFigures(range: DayRange): Promise<ExperimentFigures>;
  pageViews(range: DayRange, limit: number): Promise<{ total: number; rows: { path: string; views: number }[] }>;
  /**
   * Of the range's cohort (first exposed in it), the visitors counted for each metric by its last day, and those
   * seen in two arms: rows of experiment, variant, metric (see experiment-metrics.ts, plus CROSSOVER_METRIC_ID).
   */
  metricVisitors(
    range: DayRange,
  ): Promise<{ experimentId: string; variantId: string; metricId: string; visitors: number }[]>;
  /** Deletes raw events that occurred before `beforeDay` (YYYY-MM-DD), in chunks; returns how many went. */
  pruneRawEvents(beforeDay: string): Promise<number>;
}

/**
 * The first-party analytics store. Every event is kept as received (the audit trail); in the same transaction, one
 * per batch, the counters the dashboard reads are brought up to date, so a stats request sums the counters of its
 * days (a few thousand rows for 90 days) however many events are stored. Counting rules, enforced here rather than
 * trusted to the browser:
 * - a visitor's exposure to an experiment is their first impression received (variant and day); later
 *   impressions change nothing; an impression without a visitor id counts as one visitor of its own;
 * - a visitor converts once per experiment, on the day of their first conversion received after their
 *   exposure, for the variant they were exposed to; a conversion with no earlier impression of that experiment
 *   by that visitor is stored but not counted;
 * - the variant debug page's test events are stored but count nothing;
 * - a visitor first exposed while a run is on (`runs`) counts in that run's counters too; conversions reach the
 *   run counters only through a server-credited conversion (metric-credit.ts), as a browser's are refused.
 */
export function createEventStore({ db, engine }: Pick<AppDatabase, 'db' | 'engine'>): EventStore {
  return {
    async addBatch(events, receivedAt, runs, deviceClass) {
      await db.transaction().execute((trx) => ingestBatch(trx, engine, { events, receivedAt, runs, deviceClass }));
      return events.length;
    },

    async runFigures(runs) {
      const figures = new Map<string, Record<string, { views: number; conversions: number }>>();
      if (runs.size === 0) return figures;
      const rows = await db
        .selectFrom('experiment_run_counters')
        .select(['experiment_id', 'run_id', 'variant_id', 'views', 'conversions'])
        .where('run_id', 'in', [...new Set(runs.values())])
        .execute();
      for (const row of rows) {
        if (runs.get(row.experiment_id) !== row.run_id) continue;
        const variants = figures.get(row.experiment_id) ?? {};
        variants[row.variant_id] = { views: Number(row.views), conversions: Number(row.conversions) };
        figures.set(row.experiment_id, variants);
      }
      return figures;
    },

    experimentFigures: (range) => readExperimentFigures(db, range),

    async pageViews(range, limit) {
      const rows = await db
        .selectFrom('page_views_daily')
        .select((eb) => ['path', eb.fn.sum<number>('views').as('views')])
        .where('day', '>=', range.from)
        .where('day', '<=', range.to)
        .groupBy('path')
        .execute();
      const all = rows
        .map((row) => ({ path: row.path, views: Number(row.views) }))
        .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      return { total: all.reduce((sum, row) => sum + row.views, 0), rows: all.slice(0, limit) };
    },

    async metricVisitors(range) {
      const rows = await db
        .selectFrom('experiment_daily_metric_visitors')
        .select((eb) => ['experiment_id', 'variant_id', 'metric_id', eb.fn.sum<number>('visitors').as('visitors')])
        .where('exposed_on', '>=', range.from)
        .where('exposed_on', '<=', range.to)
        .where('day', '<=', range.to)
        .groupBy(['experiment_id', 'variant_id', 'metric_id'])
        .execute();
      return rows.map((row) => ({
        experimentId: row.experiment_id,
        variantId: row.variant_id,
        metricId: row.metric_id,
        visitors: Number(row.visitors),
      }));
    },

    async pruneRawEvents(beforeDay) {
      let deleted = 0;
      for (;;) {
        const chunk = await db
          .deleteFrom('analytics_events')
          .where('id', 'in', (eb) =>
            eb.selectFrom('analytics_events').select('id').where('occurred_on', '<', beforeDay).limit(PRUNE_CHUNK),
          )
          .executeTakeFirst();
        const n = Number(chunk.numDeletedRows);
        deleted += n;
        if (n < PRUNE_CHUNK) return deleted;
      }
    },
  };
}

/** Deleting in chunks keeps each write transaction short, so ingest is never held up for long. */
const PRUNE_CHUNK = 5000;
