import { Agent } from 'node:http';
import { isoDay } from '@novavox/contracts-api/team';
import { DAY_MS } from '@novavox/contracts-experiments/time-units';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseLocation } from '../../src/db/open-database';
import { openDatabase } from '../../src/db/open-database';
import { EVENT_COLUMNS, eventCells } from '../../src/stores/event-ingest';
import { createEventStore } from '../../src/stores/event-store';
import { spawnApi } from '../../src/testing/spawn-api';
import { type LatencySummary, send, summarize } from './http-load';
import { syntheticTraffic, type TrafficBatch, type VisitorIds } from './synthetic-traffic';

const DAYS = 90;

export interface ScaleRow {
  engine: string;
  events: number;
  /** Events per second while the store grew to `events` (in-process, 50-event batches, aggregates included). */
  ingestPerSecond: number;
  /** The whole database, and experiment_exposures with its index, in bytes, once it holds `events`. */
  size: { total: number; exposures: number };
  /** GET /analytics/ab-stats: the first read of a fresh api process (nothing kept yet), then `statsRuns` more. */
  stats30: StatsTiming;
  stats90: StatsTiming;
  /** The earlier api's query (COUNT DISTINCT over raw events) on the same data, 90 days, for comparison. */
  rawScan90: LatencySummary;
  /** POST /events latency with nobody reading, and while two clients read the 90-day stats without pause. */
  ingestAlone: LatencySummary;
  ingestWhileReading: LatencySummary & { readsDone: number };
  lost: number;
}

/** Grows one database through `sizes` events and measures ingest, stats and ingest-while-reading at each size. */
export async function measureScale(
  engine: 'sqlite' | 'postgres',
  location: DatabaseLocation,
  environment: Record<string, string>,
  sizes: number[],
  options: { statsRuns: number; log: (line: string) => void; visitorIds: VisitorIds },
): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  let stored = 0;
  for (const [index, size] of sizes.entries()) {
    const ingestPerSecond = await fill(location, size - stored, index + 1, options.log, options.visitorIds);
    stored = size;
    options.log(`  ${engine} ${size.toLocaleString('en-US')} events stored: reading stats...`);
    const databaseSize = await measureSize(location);
    const rawRuns = size >= 5_000_000 ? 1 : 3;
    const rawScan90 = await timeRawScan(location, rawRuns);
    const api = await spawnApi({ ...environment, EVENTS_RATE_LIMIT_PER_MINUTE: '100000000' });
    try {
      const stats30 = await timeStats(api.url, '30daysAgo', options.statsRuns);
      const stats90 = await timeStats(api.url, '90daysAgo', options.statsRuns);
      const alone = await ingestAtSteadyRate(api.url, 8, 0, options.visitorIds);
      const reading = await ingestAtSteadyRate(api.url, 8, 2, options.visitorIds);
      rows.push({
        engine,
        events: size,
        ingestPerSecond,
        size: databaseSize,
        stats30,
        stats90,
        rawScan90,
        ingestAlone: alone.latency,
        ingestWhileReading: { ...reading.latency, readsDone: reading.reads },
        lost: alone.lost + reading.lost,
      });
    } finally {
      await api.stop();
    }
  }
  return rows;
}

/**
 * Stores `events` of synthetic traffic through the api's event store with `inFlight` batches outstanding at a
 * time (as many browsers posting at once; 1 = one writer waiting for each commit); returns events per second.
 */
async function fill(
  location: DatabaseLocation,
  events: number,
  seed: number,
  log: (line: string) => void,
  visitorIds: VisitorIds,
  inFlight = 16,
) {
  const database = await openDatabase(location);
  const store = createEventStore(database);
  const started = performance.now();
  const pending = new Set<Promise<unknown>>();
  let done = 0;
  let lastLog = started;
  try {
    for (const batch of syntheticTraffic({ events, days: DAYS, endAt: Date.now(), seed, visitorIds })) {
      const write = store.addBatch(batch.events, batch.receivedAt).then(() => {
        done += batch.events.length;
        pending.delete(write);
      });
      pending.add(write);
      if (pending.size >= inFlight) await Promise.race(pending);
      if (performance.now() - lastLog > 15_000) {
        lastLog = performance.now();
        log(`    ${done.toLocaleString('en-US')} / ${events.toLocaleString('en-US')} events...`);
      }
    }
    await Promise.all(pending);
  } finally {
    await database.close();
  }
  return done / ((performance.now() - started) / 1000);
}

async function measureSize(location: DatabaseLocation): Promise<{ total: number; exposures: number }> {
  const database = await openDatabase(location);
  try {
    const query =
      location.engine === 'sqlite'
        ? sql<{ total: number; exposures: number }>`SELECT
            (SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()) AS total,
            (SELECT SUM(pgsize) FROM dbstat WHERE name = 'experiment_exposures') AS exposures`
        : sql<{ total: number; exposures: number }>`SELECT pg_database_size(current_database()) AS total,
            pg_total_relation_size('experiment_exposures') AS exposures`;
    const [row] = (await query.execute(database.db)).rows;
    return { total: Number(row?.total), exposures: Number(row?.exposures) };
  } finally {
    await database.close();
  }
}

type StatsTiming = LatencySummary & { first: number };

async function timeStats(base: string, startDate: string, runs: number): Promise<StatsTiming> {
  const agent = new Agent({ keepAlive: true });
  const url = new URL(`/analytics/ab-stats?startDate=${startDate}&endDate=today`, base);
  const started = performance.now();
  await send(agent, url, { method: 'GET' });
  const first = performance.now() - started;
  const latencies: number[] = [];
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    const status = await send(agent, url, { method: 'GET' });
    if (status !== 200) throw new Error(`ab-stats answered ${status}`);
    latencies.push(performance.now() - t0);
  }
  agent.destroy();
  return { ...summarize(latencies), first };
}

/** The query the api ran before the aggregates: unique users per variant straight from the raw events. */
async function timeRawScan(location: DatabaseLocation, runs: number): Promise<LatencySummary> {
  const database = await openDatabase(location);
  const from = isoDay(new Date(Date.now() - DAYS * DAY_MS));
  const to = isoDay(new Date());
  const latencies: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const t0 = performance.now();
      await sql`SELECT experiment_id, variant_id, name, COUNT(DISTINCT COALESCE(visitor_id, 'event:' || id)) AS users
        FROM analytics_events
        WHERE occurred_on BETWEEN ${from} AND ${to} AND name IN ('experiment_impression', 'experiment_conversion')
          AND COALESCE(event_category, '') <> 'debug_test'
        GROUP BY experiment_id, variant_id, name`.execute(database.db);
      latencies.push(performance.now() - t0);
    }
  } finally {
    await database.close();
  }
  return summarize(latencies);
}

/**
 * Posts a 50-event batch every 50 ms (1000 events/s, well above a busy site's traffic) for `seconds`, while
 * `readers` clients read the 90-day stats back to back. A batch lost is one that failed or was not accepted.
 */
async function ingestAtSteadyRate(base: string, seconds: number, readers: number, visitorIds: VisitorIds) {
  const writer = new Agent({ keepAlive: true, maxSockets: 16 });
  const reader = new Agent({ keepAlive: true, maxSockets: Math.max(1, readers) });
  const eventsUrl = new URL('/events', base);
  const statsUrl = new URL('/analytics/ab-stats?startDate=90daysAgo&endDate=today', base);
  const latencies: number[] = [];
  let lost = 0;
  let reads = 0;
  let stop = false;
  const readLoops = Array.from({ length: readers }, async () => {
    while (!stop) {
      await send(reader, statsUrl, { method: 'GET' });
      reads++;
    }
  });
  const traffic = syntheticTraffic({
    events: seconds * 1000,
    days: 1,
    endAt: Date.now(),
    seed: Date.now() % 1e6,
    visitorIds,
  });
  const posts: Promise<void>[] = [];
  const started = performance.now();
  for (const batch of traffic) {
    const due = started + posts.length * 50;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const body = JSON.stringify({ events: batch.events.map(({ occurred_at: _at, ...event }) => event) });
    const t0 = performance.now();
    posts.push(
      send(writer, eventsUrl, { method: 'POST', body }).then(
        (status) => {
          latencies.push(performance.now() - t0);
          if (status !== 202) lost++;
        },
        () => {
          lost++;
        },
      ),
    );
  }
  await Promise.all(posts);
  stop = true;
  await Promise.all(readLoops);
  writer.destroy();
  reader.destroy();
  return { latency: summarize(latencies), lost, reads };
}

/**
 * Today's ingest before this change, for comparison: raw rows only, one prepared statement per event in a
 * transaction, straight on better-sqlite3.
 */
export function legacySqliteIngest(path: string, events: number): number {
  const db = new BetterSqlite3(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE analytics_events (id INTEGER PRIMARY KEY, name TEXT NOT NULL, occurred_at TEXT NOT NULL,
    occurred_on TEXT NOT NULL, visitor_id TEXT, experiment_id TEXT, variant_id TEXT, event_category TEXT,
    event_label TEXT, page_path TEXT, page_title TEXT, form TEXT, source TEXT, received_at TEXT NOT NULL);
    CREATE INDEX analytics_events_by_day ON analytics_events (occurred_on, name);`);
  const insert = db.prepare(
    `INSERT INTO analytics_events (${EVENT_COLUMNS.join(', ')}) VALUES (${EVENT_COLUMNS.map(() => '?').join(', ')})`,
  );
  const insertAll = db.transaction((batch: TrafficBatch) => {
    const received = new Date(batch.receivedAt).toISOString();
    for (const event of batch.events) insert.run(...eventCells(event, batch.receivedAt, received));
  });
  const started = performance.now();
  for (const batch of syntheticTraffic({ events, days: DAYS, endAt: Date.now(), seed: 99 })) insertAll(batch);
  const perSecond = events / ((performance.now() - started) / 1000);
  db.close();
  return perSecond;
}

/** The same events through the store (raw rows and aggregates) into an empty database. */
export async function storeIngest(
  location: DatabaseLocation,
  events: number,
  inFlight: number,
  visitorIds: VisitorIds,
): Promise<number> {
  return fill(location, events, 99, () => undefined, visitorIds, inFlight);
}
