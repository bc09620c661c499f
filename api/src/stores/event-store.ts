import type { AnalyticsEvent } from '@novavox/shared-contracts/analytics';
import { DEBUG_EVENT_CATEGORY } from '@novavox/shared-contracts/experiments';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { DatabaseEngine } from '../db/database-engine';
import type {
  AnalyticsEventsTable,
  AppKysely,
  DatabaseSchema,
  ExperimentDailyConversionsTable,
  ExperimentDailyViewsTable,
} from '../db/database-schema';
import type { DayRange } from '../stats/day-range';
import { getOrCreate } from './get-or-create';

/** Client clocks are trusted only this far back or ahead; outside it the server's receive time is used. */
const MAX_CLIENT_AGE_MS = 48 * 60 * 60 * 1000;
const MAX_CLIENT_SKEW_MS = 5 * 60 * 1000;

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

type EventRow = Insertable<AnalyticsEventsTable>;

/** An experiment event that counts: not one of the debug page's test events. */
interface CountedEvent {
  name: 'experiment_impression' | 'experiment_conversion';
  experimentId: string;
  variantId: string;
  visitorId: string | null;
  day: string;
  at: string;
}

function countedExperimentEvent(row: EventRow): CountedEvent[] {
  const { name, experiment_id, variant_id } = row;
  if (name !== 'experiment_impression' && name !== 'experiment_conversion') return [];
  if (experiment_id == null || variant_id == null || row.event_category === DEBUG_EVENT_CATEGORY) return [];
  return [
    {
      name,
      experimentId: experiment_id,
      variantId: variant_id,
      visitorId: row.visitor_id ?? null,
      day: row.occurred_on,
      at: row.occurred_at,
    },
  ];
}

/**
 * The first-party analytics store. Every event is kept as received (the audit trail); in the same transaction
 * the counters the dashboard reads are brought up to date, so a stats request reads a few hundred aggregate
 * rows however many events are stored. Counting rules, enforced here rather than trusted to the browser:
 * - a visitor's exposure to an experiment is their first impression received (variant and day); later
 *   impressions change nothing; an impression without a visitor id counts as one visitor of its own;
 * - a visitor converts once per experiment, on the day of their first conversion received after their
 *   exposure, for the variant they were exposed to; a conversion with no earlier impression of that experiment
 *   by that visitor is stored but not counted;
 * - the variant debug page's test events are stored but count nothing.
 */
export function createEventStore(db: AppKysely, engine: DatabaseEngine): EventStore {
  const earlier = (a: string, b: string) =>
    engine === 'sqlite'
      ? sql<string>`min(${sql.ref(a)}, ${sql.ref(b)})`
      : sql<string>`LEAST(${sql.ref(a)}, ${sql.ref(b)})`;

  async function countExperimentEvents(trx: Transaction<DatabaseSchema>, rows: EventRow[]): Promise<void> {
    const counted = rows.flatMap(countedExperimentEvent);
    const views = new Map<string, Insertable<ExperimentDailyViewsTable>>();
    const addView = ({ experimentId, variantId, day, at }: CountedEvent) => {
      const entry = getOrCreate(views, key(experimentId, variantId, day), () => ({
        experiment_id: experimentId,
        variant_id: variantId,
        day,
        views: 0,
        first_at: at,
      }));
      entry.views += 1;
      if (at < entry.first_at) entry.first_at = at;
    };

    const exposures = new Map<string, CountedEvent & { visitorId: string }>();
    const converters = new Map<string, CountedEvent & { visitorId: string }>();
    for (const event of counted) {
      const { visitorId } = event;
      if (visitorId === null) {
        if (event.name === 'experiment_impression') addView(event);
        continue;
      }
      const byVisitor = event.name === 'experiment_impression' ? exposures : converters;
      const visitor = key(event.experimentId, visitorId);
      if (!byVisitor.has(visitor)) byVisitor.set(visitor, { ...event, visitorId });
    }

    if (exposures.size > 0) {
      const inserted = await trx
        .insertInto('experiment_exposures')
        .values(
          [...exposures.values()].map((event) => ({
            experiment_id: event.experimentId,
            visitor_id: event.visitorId,
            variant_id: event.variantId,
            exposed_on: event.day,
          })),
        )
        .onConflict((conflict) => conflict.columns(['experiment_id', 'visitor_id']).doNothing())
        .returning(['experiment_id', 'visitor_id'])
        .execute();
      for (const row of inserted) {
        const event = exposures.get(key(row.experiment_id, row.visitor_id));
        if (event) addView(event);
      }
    }

    const conversions = new Map<string, Insertable<ExperimentDailyConversionsTable>>();
    for (const event of converters.values()) {
      const converted = await trx
        .updateTable('experiment_exposures')
        .set({ converted_on: sql`CASE WHEN exposed_on > ${event.day} THEN exposed_on ELSE ${event.day} END` })
        .where('experiment_id', '=', event.experimentId)
        .where('visitor_id', '=', event.visitorId)
        .where('converted_on', 'is', null)
        .returning(['variant_id', 'exposed_on', 'converted_on'])
        .executeTakeFirst();
      const convertedOn = converted?.converted_on;
      if (!converted || !convertedOn) continue;
      const entry = getOrCreate(
        conversions,
        key(event.experimentId, converted.variant_id, converted.exposed_on, convertedOn),
        () => ({
          experiment_id: event.experimentId,
          variant_id: converted.variant_id,
          exposed_on: converted.exposed_on,
          converted_on: convertedOn,
          conversions: 0,
        }),
      );
      entry.conversions += 1;
    }

    // Sorted, so that api processes sharing a PostgreSQL database take the counter rows' locks in one order.
    if (views.size > 0) {
      await trx
        .insertInto('experiment_daily_views')
        .values(sortedValues(views))
        .onConflict((conflict) =>
          conflict.columns(['experiment_id', 'variant_id', 'day']).doUpdateSet({
            views: sql`experiment_daily_views.views + excluded.views`,
            first_at: earlier('experiment_daily_views.first_at', 'excluded.first_at'),
          }),
        )
        .execute();
    }
    if (conversions.size > 0) {
      await trx
        .insertInto('experiment_daily_conversions')
        .values(sortedValues(conversions))
        .onConflict((conflict) =>
          conflict.columns(['experiment_id', 'variant_id', 'exposed_on', 'converted_on']).doUpdateSet({
            conversions: sql`experiment_daily_conversions.conversions + excluded.conversions`,
          }),
        )
        .execute();
    }
  }

  async function countPageViews(trx: Transaction<DatabaseSchema>, rows: EventRow[]): Promise<void> {
    const pages = new Map<string, { day: string; path: string; views: number }>();
    for (const row of rows) {
      if (row.name !== 'page_view' || row.page_path == null) continue;
      const path = row.page_path;
      getOrCreate(pages, key(row.occurred_on, path), () => ({ day: row.occurred_on, path, views: 0 })).views += 1;
    }
    if (pages.size === 0) return;
    await trx
      .insertInto('page_views_daily')
      .values(sortedValues(pages))
      .onConflict((conflict) =>
        conflict.columns(['day', 'path']).doUpdateSet({ views: sql`page_views_daily.views + excluded.views` }),
      )
      .execute();
  }

  return {
    async addBatch(events, receivedAt) {
      const rows = events.map((event) => eventRow(event, receivedAt));
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('analytics_events').values(rows).execute();
        await countExperimentEvents(trx, rows);
        await countPageViews(trx, rows);
      });
      return rows.length;
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

/** Deleting in chunks keeps each write transaction short, so ingest is never held up for long. */
const PRUNE_CHUNK = 5000;

/** A map key from several text parts; NUL cannot occur in any of them. */
function key(...parts: string[]): string {
  return parts.join('\u0000');
}

function sortedValues<T>(entries: Map<string, T>): T[] {
  return [...entries.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
}

function eventRow(event: AnalyticsEvent, receivedAt: number): EventRow {
  const at = new Date(trustedTime(event.occurred_at, receivedAt)).toISOString();
  const experiment = event.name === 'experiment_impression' || event.name === 'experiment_conversion';
  return {
    name: event.name,
    occurred_at: at,
    occurred_on: at.slice(0, 10),
    visitor_id: event.visitor_id ?? null,
    experiment_id: experiment ? event.experiment_id : null,
    variant_id: experiment ? event.variant_id : null,
    event_category: experiment ? event.event_category : null,
    event_label: experiment ? (event.event_label ?? null) : null,
    page_path: event.page_path ?? null,
    page_title: event.name === 'page_view' ? (event.page_title ?? null) : null,
    form: event.name === 'form_submission' ? event.form : null,
    source: event.name === 'form_submission' ? (event.source ?? null) : null,
    received_at: new Date(receivedAt).toISOString(),
  };
}

function trustedTime(clientTime: number | undefined, receivedAt: number): number {
  if (clientTime === undefined) return receivedAt;
  const tooOld = clientTime < receivedAt - MAX_CLIENT_AGE_MS;
  const tooNew = clientTime > receivedAt + MAX_CLIENT_SKEW_MS;
  return tooOld || tooNew ? receivedAt : clientTime;
}
