import type { AnalyticsEvent } from '@novavox/shared-contracts/analytics';
import type { AppDatabase } from '../db/open-database';
import type { DayRange } from '../stats/day-range';
import { key, type ReceivedBatch } from './event-ingest';
import { getOrCreate } from './get-or-create';
import { createGroupCommit } from './group-commit';

export interface VariantFigures {
  experimentId: string;
  variantId: string;
  views: number;
  conversions: number;
}

export interface ExperimentDay {
  experimentId: string;
  variantId: string;
  day: string;
  views: number;
  conversions: number;
}

/** What the dashboard needs for a range, read from the aggregates only. */
export interface ExperimentFigures {
  variants: VariantFigures[];
  daily: ExperimentDay[];
  /** Experiment id → earliest exposure in the range (ISO date-time). */
  firstSeen: Map<string, string>;
}

export interface EventStore {
  /** Stores the batch and updates the aggregates in one transaction; returns how many events were stored. */
  addBatch(events: readonly AnalyticsEvent[], receivedAt: number): Promise<number>;
  experimentFigures(range: DayRange): Promise<ExperimentFigures>;
  pageViews(range: DayRange, limit: number): Promise<{ total: number; rows: { path: string; views: number }[] }>;
  /** Deletes raw events that occurred before `beforeDay` (YYYY-MM-DD), in chunks; returns how many went. */
  pruneRawEvents(beforeDay: string): Promise<number>;
}

/**
 * The first-party analytics store. Every event is kept as received (the audit trail); in the same transaction
 * the counters the dashboard reads are brought up to date (batches that arrive while one is being written share
 * the next transaction), so a stats request reads a few hundred aggregate
 * rows however many events are stored. Counting rules, enforced here rather than trusted to the browser:
 * - a visitor's exposure to an experiment is their first impression received (variant and day); later
 *   impressions change nothing; an impression without a visitor id counts as one visitor of its own;
 * - a visitor converts once per experiment, on the day of their first conversion received after their
 *   exposure, for the variant they were exposed to; a conversion with no earlier impression of that experiment
 *   by that visitor is stored but not counted;
 * - the variant debug page's test events are stored but count nothing.
 */
export function createEventStore({ db, storeEventBatches }: Pick<AppDatabase, 'db' | 'storeEventBatches'>): EventStore {
  const store = createGroupCommit<ReceivedBatch>(storeEventBatches, MAX_BATCHES_PER_COMMIT);
  return {
    async addBatch(events, receivedAt) {
      await store({ events, receivedAt });
      return events.length;
    },

    async experimentFigures(range) {
      const viewRows = await db
        .selectFrom('experiment_daily_views')
        .select(['experiment_id', 'variant_id', 'day', 'views', 'first_at'])
        .where('day', '>=', range.from)
        .where('day', '<=', range.to)
        .execute();
      // A converter belongs to the range when they were exposed in it and converted by its last day.
      const conversionRows = await db
        .selectFrom('experiment_daily_conversions')
        .select((eb) => [
          'experiment_id',
          'variant_id',
          'converted_on',
          eb.fn.sum<number>('conversions').as('conversions'),
        ])
        .where('exposed_on', '>=', range.from)
        .where('converted_on', '<=', range.to)
        .groupBy(['experiment_id', 'variant_id', 'converted_on'])
        .execute();

      const variants = new Map<string, VariantFigures>();
      const daily = new Map<string, ExperimentDay>();
      const firstSeen = new Map<string, string>();
      const variantOf = (experimentId: string, variantId: string) =>
        getOrCreate(variants, key(experimentId, variantId), () => ({
          experimentId,
          variantId,
          views: 0,
          conversions: 0,
        }));
      const dayOf = (experimentId: string, variantId: string, day: string) =>
        getOrCreate(daily, key(experimentId, variantId, day), () => ({
          experimentId,
          variantId,
          day,
          views: 0,
          conversions: 0,
        }));
      for (const row of viewRows) {
        variantOf(row.experiment_id, row.variant_id).views += row.views;
        dayOf(row.experiment_id, row.variant_id, row.day).views += row.views;
        const seen = firstSeen.get(row.experiment_id);
        if (seen === undefined || row.first_at < seen) firstSeen.set(row.experiment_id, row.first_at);
      }
      for (const row of conversionRows) {
        const conversions = Number(row.conversions);
        variantOf(row.experiment_id, row.variant_id).conversions += conversions;
        dayOf(row.experiment_id, row.variant_id, row.converted_on).conversions += conversions;
      }
      return {
        variants: [...variants.values()],
        daily: [...daily.values()].sort((a, b) => a.day.localeCompare(b.day)),
        firstSeen,
      };
    },

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

/** Batches that arrive during a commit are written together in the next one (group commit). */
const MAX_BATCHES_PER_COMMIT = 100;

/** Deleting in chunks keeps each write transaction short, so ingest is never held up for long. */
const PRUNE_CHUNK = 5000;
