import type { AnalyticsEvent } from '@novavox/contracts-api/analytics';
import type { DeviceClass } from '@novavox/contracts-api/experiment-segments';
import { DEBUG_EVENT_CATEGORY } from '@novavox/contracts-experiments';
import { HOUR_MS, MINUTE_MS } from '@novavox/contracts-experiments/time-units';
import { CompiledQuery, type Transaction } from 'kysely';
import type { DatabaseEngine } from '../db/database-engine';
import type { DatabaseSchema } from '../db/database-schema';
import { valuesList } from '../db/values-list';
import { allCountersQuery, type BatchCounters, hasCounters } from './batch-counters';
import { getOrCreate } from './get-or-create';
import { inKeyOrder, key } from './key-order';
import { addMetricVisitors, type CountedMetricVisitor, metricVisitorCounterRows } from './metric-visitor-counters';
import {
  addSegmentViews,
  type ExposureSegments,
  exposureSegments,
  type SegmentViews,
  segmentViewsUpsert,
} from './segment-counters';

/** The row of experiment_metric_visitors that marks a visitor seen in two arms of an experiment. */
export const CROSSOVER_METRIC_ID = 'crossover';

/** Client clocks are trusted only this far back or ahead; outside it the server's receive time is used. */
export const MAX_CLIENT_AGE_MS = 48 * HOUR_MS;
export const MAX_CLIENT_SKEW_MS = 5 * MINUTE_MS;

export type Cell = string | number | null;

export const EVENT_COLUMNS = [
  'name',
  'occurred_at',
  'occurred_on',
  'visitor_id',
  'experiment_id',
  'variant_id',
  'event_category',
  'event_label',
  'page_path',
  'page_title',
  'form',
  'source',
  'received_at',
  'event_id',
] as const;

/** An experiment event that counts: not one of the debug page's test events. */
interface CountedEvent {
  name: 'experiment_impression' | 'experiment_conversion';
  experimentId: string;
  variantId: string;
  visitorId: string | null;
  day: string;
  at: string;
  /** Order received within the batch. */
  position: number;
  /** The segments an exposure is stored with (device, source, landing). */
  segments: ExposureSegments;
}

/**
 * What the store takes: an accepted event, or an impression without a visitor id as stored before the api required
 * one (the store still counts such a row as a visitor of its own; `POST /events` no longer accepts them).
 */
export type IngestEvent =
  | AnalyticsEvent
  | (Omit<Extract<AnalyticsEvent, { name: 'experiment_impression' }>, 'visitor_id'> & { visitor_id?: string });

export interface ReceivedBatch {
  events: readonly IngestEvent[];
  receivedAt: number;
  /**
   * Experiment id → id of its run now (the caller checked each impression against it): a visitor first exposed in
   * this batch is also counted in that run's counters. An experiment absent here adds to the daily counters only.
   */
  runs?: ReadonlyMap<string, string>;
  /** The device class of the request that carried the batch (segments: device-class.ts). */
  deviceClass?: DeviceClass;
}

/** Rows per statement: a fixed size keeps the number of distinct (cached) statements small. */
const CHUNK_ROWS = 50;

/**
 * Stores a batch of events and brings the counters up to date, inside the caller's transaction. The statements
 * are written once per engine and row count and run as compiled queries: this is the api's hot path, and
 * building a query object per batch cost more than the database work. Events are taken in the order received,
 * so the counting rules (see createEventStore) hold within the batch.
 */
export async function ingestBatch(
  trx: Transaction<DatabaseSchema>,
  engine: DatabaseEngine,
  batch: ReceivedBatch,
): Promise<void> {
  const run = <Row>(sqlText: string, parameters: Cell[]) =>
    trx.executeQuery<Row>(CompiledQuery.raw(sqlText, parameters)).then((result) => result.rows);
  /** Runs `statement(rowCount)` over `rows` in chunks of CHUNK_ROWS rows; returns every row they return. */
  const runChunked = async <Row>(
    rows: readonly (readonly Cell[])[],
    statement: (values: string) => string,
  ): Promise<Row[]> => {
    const returned: Row[] = [];
    for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
      const chunk = rows.slice(start, start + CHUNK_ROWS);
      const columns = chunk[0]?.length ?? 0;
      // Not chunk.flat(): it was 30 times slower, about a tenth of storing an event (measured).
      const parameters: Cell[] = [];
      for (const row of chunk) parameters.push(...row);
      returned.push(...(await run<Row>(statement(valuesList(engine, chunk.length, columns)), parameters)));
    }
    return returned;
  };

  const received: { event: IngestEvent; cells: Cell[] }[] = [];
  const eventIds = new Set<string>();
  const receivedAt = new Date(batch.receivedAt).toISOString();
  for (const event of batch.events) {
    // An event that appears twice in one batch (sent again after a lost answer, queued twice) is taken once.
    if (event.event_id !== undefined) {
      if (eventIds.has(event.event_id)) continue;
      eventIds.add(event.event_id);
    }
    received.push({ event, cells: eventCells(event, batch.receivedAt, receivedAt) });
  }
  // Events whose id is already stored (sent again after a lost answer) are skipped, and count nothing.
  const inserted = await runChunked<{ event_id: string | null }>(
    received.map((row) => row.cells),
    (values) =>
      `INSERT INTO analytics_events (${EVENT_COLUMNS.join(', ')}) VALUES ${values} ON CONFLICT DO NOTHING RETURNING event_id`,
  );
  const newIds = new Set(inserted.flatMap((row) => (row.event_id === null ? [] : [row.event_id])));
  const stored =
    newIds.size === eventIds.size
      ? received
      : received.filter(({ event }) => event.event_id === undefined || newIds.has(event.event_id));

  const counted = stored.flatMap(({ event, cells }, position) =>
    countedEvent(event, cells, position, batch.deviceClass),
  );
  const views = new Map<string, [string, string, string, number, string]>();
  const addView = ({ experimentId, variantId, day, at }: CountedEvent) => {
    const cells = getOrCreate(
      views,
      key(experimentId, variantId, day),
      (): [string, string, string, number, string] => [experimentId, variantId, day, 0, at],
    );
    cells[3] += 1;
    if (at < cells[4]) cells[4] = at;
  };
  // Keyed as experiment_exposures is (visitor, then experiment): see inKeyOrder.
  const exposures = new Map<string, CountedEvent & { visitorId: string }>();
  for (const event of counted) {
    if (event.name !== 'experiment_impression') continue;
    if (event.visitorId === null) addView(event);
    else {
      const visitor = key(event.visitorId, event.experimentId);
      if (!exposures.has(visitor)) exposures.set(visitor, { ...event, visitorId: event.visitorId });
    }
  }
  /** Visitor → position of the impression that became their exposure in these batches. */
  const exposedHere = new Map<string, number>();
  /** Run counters' new views: [experiment, run, variant, views, conversions], keyed in that order. */
  const runViews = new Map<string, [string, string, string, number, number]>();
  /** Visitors seen in two arms, counted below with the other counters. */
  let crossovers: CountedMetricVisitor[] = [];
  const segmentViews: SegmentViews = new Map();
  if (exposures.size > 0) {
    const inserted = await runChunked<{ experiment_id: string; visitor_id: string }>(
      inKeyOrder(exposures).map((event) => [
        event.visitorId,
        event.experimentId,
        event.variantId,
        event.day,
        event.at,
        ...event.segments,
      ]),
      (values) => `INSERT INTO experiment_exposures
        (visitor_id, experiment_id, variant_id, exposed_on, exposed_at, segment_device, segment_source, segment_landing)
        VALUES ${values}
        ON CONFLICT (visitor_id, experiment_id) DO NOTHING RETURNING experiment_id, visitor_id`,
    );
    for (const row of inserted) {
      const visitor = key(row.visitor_id, row.experiment_id);
      const event = exposures.get(visitor);
      if (!event) continue;
      addView(event);
      exposedHere.set(visitor, event.position);
      // First exposed now, so within the run now (a visitor exposed in an earlier run already had a row).
      const runId = batch.runs?.get(event.experimentId);
      if (runId !== undefined) {
        getOrCreate(
          runViews,
          key(event.experimentId, runId, event.variantId),
          (): [string, string, string, number, number] => [event.experimentId, runId, event.variantId, 0, 0],
        )[3] += 1;
        addSegmentViews(segmentViews, event.experimentId, runId, event.variantId, event.segments);
      }
    }
    // A visitor already exposed to another arm (their id bucketed differently in an earlier run, or a sender that
    // chose its own arm): counted once as a crossover, for the arm of their exposure.
    const returning = inKeyOrder(exposures).filter(
      (event) => !exposedHere.has(key(event.visitorId, event.experimentId)),
    );
    crossovers = await runChunked<CountedMetricVisitor>(
      returning.map((event) => [event.visitorId, event.experimentId, event.variantId, event.day]),
      (values) => `WITH seen (visitor_id, experiment_id, variant_id, day) AS (VALUES ${values})
        INSERT INTO experiment_metric_visitors (visitor_id, experiment_id, metric_id, variant_id, exposed_on, day)
        SELECT e.visitor_id, e.experiment_id, '${CROSSOVER_METRIC_ID}', e.variant_id, e.exposed_on, seen.day
        FROM seen JOIN experiment_exposures e ON e.visitor_id = seen.visitor_id AND e.experiment_id = seen.experiment_id
        WHERE e.variant_id <> seen.variant_id
        ON CONFLICT (visitor_id, experiment_id, metric_id) DO NOTHING
        RETURNING experiment_id, variant_id, metric_id, exposed_on, day`,
    );
  }

  // A visitor's first conversion received after their exposure: one that came before it does not count.
  const converters = new Map<string, CountedEvent & { visitorId: string }>();
  for (const event of counted) {
    if (event.name !== 'experiment_conversion' || event.visitorId === null) continue;
    const visitor = key(event.visitorId, event.experimentId);
    if (converters.has(visitor)) continue;
    const exposedAt = exposedHere.get(visitor);
    if (exposedAt === undefined || exposedAt < event.position) {
      converters.set(visitor, { ...event, visitorId: event.visitorId });
    }
  }
  const conversions = new Map<string, [string, string, string, string, number]>();
  if (converters.size > 0) {
    // Counted once, for the variant and day of the exposure, and never dated before it.
    const converted = await runChunked<{
      experiment_id: string;
      variant_id: string;
      exposed_on: string;
      converted_on: string;
    }>(
      inKeyOrder(converters).map((event) => [event.experimentId, event.visitorId, event.day]),
      (values) => `WITH conversion (experiment_id, visitor_id, day) AS (VALUES ${values})
        UPDATE experiment_exposures
        SET converted_on = CASE WHEN experiment_exposures.exposed_on > conversion.day
                                THEN experiment_exposures.exposed_on ELSE conversion.day END
        FROM conversion
        WHERE experiment_exposures.experiment_id = conversion.experiment_id
          AND experiment_exposures.visitor_id = conversion.visitor_id
          AND experiment_exposures.converted_on IS NULL
        RETURNING experiment_exposures.experiment_id, experiment_exposures.variant_id,
                  experiment_exposures.exposed_on, experiment_exposures.converted_on`,
    );
    for (const row of converted) {
      const cells = getOrCreate(
        conversions,
        key(row.experiment_id, row.variant_id, row.exposed_on, row.converted_on),
        (): [string, string, string, string, number] => [
          row.experiment_id,
          row.variant_id,
          row.exposed_on,
          row.converted_on,
          0,
        ],
      );
      cells[4] += 1;
    }
  }

  const pages = new Map<string, [string, string, number]>();
  for (const { event, cells } of stored) {
    if (event.name !== 'page_view') continue;
    const day = cells[2] as string;
    getOrCreate(pages, key(day, event.page_path), (): [string, string, number] => [day, event.page_path, 0])[2] += 1;
  }

  // The counters last, so their row locks, the ones concurrent batches wait for, are held until the commit only.
  // Sorted for the same reason as the exposures (see inKeyOrder).
  const counters: BatchCounters = {
    metricVisitors: metricVisitorCounterRows(crossovers),
    views: inKeyOrder(views),
    conversions: inKeyOrder(conversions),
    runViews: inKeyOrder(runViews),
    segmentViews: inKeyOrder(segmentViews),
    pages: inKeyOrder(pages),
  };
  if (!hasCounters(counters)) return;
  if (engine === 'postgres') {
    await trx.executeQuery(allCountersQuery(counters));
    return;
  }
  // SQLite locks the whole database for the transaction, not rows: a statement per table costs no waiting there.
  await addMetricVisitors(trx, crossovers);
  await runChunked(
    counters.views,
    (values) => `INSERT INTO experiment_daily_views (experiment_id, variant_id, day, views, first_at) VALUES ${values}
      ON CONFLICT (experiment_id, variant_id, day) DO UPDATE SET
        views = experiment_daily_views.views + excluded.views,
        first_at = min(experiment_daily_views.first_at, excluded.first_at)`,
  );
  await runChunked(
    counters.conversions,
    (
      values,
    ) => `INSERT INTO experiment_daily_conversions (experiment_id, variant_id, exposed_on, converted_on, conversions)
      VALUES ${values}
      ON CONFLICT (experiment_id, variant_id, exposed_on, converted_on) DO UPDATE SET
        conversions = experiment_daily_conversions.conversions + excluded.conversions`,
  );
  await runChunked(
    counters.runViews,
    (values) => `INSERT INTO experiment_run_counters (experiment_id, run_id, variant_id, views, conversions)
      VALUES ${values}
      ON CONFLICT (experiment_id, run_id, variant_id) DO UPDATE SET
        views = experiment_run_counters.views + excluded.views`,
  );
  await runChunked(
    counters.pages,
    (values) => `INSERT INTO page_views_daily (day, path, views) VALUES ${values}
      ON CONFLICT (day, path) DO UPDATE SET views = page_views_daily.views + excluded.views`,
  );
  // Segment counters after the run counters, the order metric-credit.ts writes them in.
  await runChunked(counters.segmentViews, segmentViewsUpsert);
}

/** An event's row in analytics_events, in EVENT_COLUMNS order, its time clamped to what is trusted. */
export function eventCells(event: IngestEvent, receivedAt: number, received: string): Cell[] {
  const at = new Date(trustedTime(event.occurred_at, receivedAt)).toISOString();
  const experiment = event.name === 'experiment_impression' || event.name === 'experiment_conversion';
  return [
    event.name,
    at,
    at.slice(0, 10),
    event.visitor_id ?? null,
    experiment ? event.experiment_id : null,
    experiment ? event.variant_id : null,
    experiment ? event.event_category : null,
    experiment ? (event.event_label ?? null) : null,
    event.page_path ?? null,
    event.name === 'page_view' ? (event.page_title ?? null) : null,
    event.name === 'form_submission' ? event.form : null,
    event.name === 'form_submission' ? (event.source ?? null) : null,
    received,
    event.event_id ?? null,
  ];
}

function countedEvent(
  event: IngestEvent,
  cells: Cell[],
  position: number,
  device: DeviceClass | undefined,
): CountedEvent[] {
  if (event.name !== 'experiment_impression' && event.name !== 'experiment_conversion') return [];
  if (event.event_category === DEBUG_EVENT_CATEGORY) return [];
  return [
    {
      name: event.name,
      experimentId: event.experiment_id,
      variantId: event.variant_id,
      visitorId: event.visitor_id ?? null,
      day: cells[2] as string,
      at: cells[1] as string,
      position,
      segments: exposureSegments(event.name === 'experiment_impression' ? event : undefined, device),
    },
  ];
}

function trustedTime(clientTime: number | undefined, receivedAt: number): number {
  if (clientTime === undefined) return receivedAt;
  const tooOld = clientTime < receivedAt - MAX_CLIENT_AGE_MS;
  const tooNew = clientTime > receivedAt + MAX_CLIENT_SKEW_MS;
  return tooOld || tooNew ? receivedAt : clientTime;
}
