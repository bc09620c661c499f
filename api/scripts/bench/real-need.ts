import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import {
  bucketedVariant,
  catalogWeights,
  type ExperimentId,
  experimentCatalog,
  experimentIds,
  metricExperiments,
  secondaryMetrics,
} from '@novavox/contracts-experiments';
import { DAY_MS } from '@novavox/contracts-experiments/time-units';
import { seededRandom } from '@novavox/experiment-stats/simulation';
import { CompiledQuery, sql } from 'kysely';
import { type DatabaseLocation, openDatabase } from '../../src/db/open-database';
import { valuesList } from '../../src/db/values-list';
import { createExperimentStateStore } from '../../src/stores/experiment-state-store';
import { spawnApi } from '../../src/testing/spawn-api';
import { signVisitorId } from '../../src/visitors/visitor-id-signing';
import { type LatencySummary, send, summarize } from './http-load';
import { timeOrderedUuidFrom } from './synthetic-traffic';

/**
 * The real need, as goals: a million visitors a day is about 81 events a second on average, so the api must take
 * 1,000 events/s (ten times that day's peak hour, roughly) with POST /events p99 ≤ 100 ms while the dashboard
 * reads its stats every second, and answer the 90-day stats with p50 ≤ 50 ms once 10M events are stored.
 */
export const GOALS = { eventsPerSecond: 1000, ingestP99Ms: 100, statsP50Ms: 50, events: 10_000_000 } as const;

const BENCH_VISITOR_ID_SECRET = 'bench-visitor-id-secret-0123456789abcdef';
const DAYS = 90;
const PAGES = ['/', '/novavox-family', '/signup', '/care', '/tos', '/privacy', '/old-home'];
/** The segments' values the seeded and live visitors come with (docs/analytics-and-experiments.md, "Segments"). */
const DEVICES = ['phone', 'phone', 'desktop', 'desktop', 'tablet'];
const SOURCES = ['direct', 'direct', 'google', 'newsletter', 'linkedin', 'facebook', 'partner', 'ads', 'podcast'];
/** Rows per seeding statement, and statements per seeding transaction. */
const SEED_ROWS = 4000;
const SEED_STATEMENTS_PER_COMMIT = 5;

export interface SeedResult {
  events: number;
  visitors: number;
  exposures: number;
  seconds: number;
}

/**
 * Fills an empty database with what `events` events of 90 days of realistic traffic leave behind, written in bulk
 * rather than through ingest (10M events through ingest would take most of an hour here): the counters the stats
 * read (daily views, daily conversions, page views, the secondary metrics' daily visitors), the metrics' visitor
 * rows behind those, and one exposure row per visitor and experiment, which ingest looks each impression up in. The
 * raw events table stays empty: neither the stats nor ingest read it (ingest's only use of it is inserting, its
 * index on event_id included).
 * Traffic as in synthetic-traffic.ts: two page views a visit, each experiment seen with probability 1/2, 8 % of
 * exposures converting, a quarter of the visits by returning visitors, ids made as the site makes them.
 */
export async function seedAggregates(location: DatabaseLocation, events: number, seed = 7): Promise<SeedResult> {
  const started = performance.now();
  const database = await openDatabase(location);
  const engine = location.engine;
  const next = seededRandom(seed);
  const endAt = Date.now();
  const startAt = endAt - DAYS * DAY_MS;
  const views = new Map<string, [string, string, string, number, string]>();
  const conversions = new Map<string, [string, string, string, string, number]>();
  const pages = new Map<string, [string, string, number]>();
  const pendingStatements: CompiledQuery[] = [];
  const exposureRows: (string | null)[][] = [];
  const metricRows: string[][] = [];
  const metricCounters = new Map<string, [string, string, string, string, string, number]>();

  const flushStatements = async (force: boolean) => {
    if (pendingStatements.length < SEED_STATEMENTS_PER_COMMIT && !(force && pendingStatements.length > 0)) return;
    const statements = pendingStatements.splice(0);
    await database.db.transaction().execute(async (trx) => {
      for (const statement of statements) await trx.executeQuery(statement);
    });
  };
  const queueRows = async (table: string, columns: string[], rows: (string | number | null)[][], force = false) => {
    // SQLite takes at most 32,766 parameters a statement: wide rows go fewer at a time.
    const perStatement = Math.min(SEED_ROWS, Math.floor(32_000 / columns.length));
    while (rows.length >= perStatement || (force && rows.length > 0)) {
      const chunk = rows.splice(0, perStatement);
      pendingStatements.push(
        CompiledQuery.raw(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${valuesList(engine, chunk.length, columns.length)}`,
          chunk.flat(),
        ),
      );
      await flushStatements(false);
    }
  };
  const exposureColumns = [
    'visitor_id',
    'experiment_id',
    'variant_id',
    'exposed_on',
    'exposed_at',
    'converted_on',
    'segment_device',
    'segment_source',
    'segment_landing',
  ];
  // Drawn apart from the traffic's stream, so the seeded traffic is the same as before segments were seeded.
  const nextSegment = seededRandom(seed + 1000);
  const pick = (values: readonly string[]) => values[Math.floor(nextSegment() * values.length)] as string;
  const metricColumns = ['visitor_id', 'experiment_id', 'metric_id', 'variant_id', 'exposed_on', 'day'];
  const metricsOf = new Map(
    experimentCatalog.map((experiment) => [
      experiment.id,
      secondaryMetrics.filter((metric) => metricExperiments(metric).includes(experiment.id as ExperimentId)),
    ]),
  );

  const recent: { id: string; seen: Set<string> }[] = [];
  const visits = Math.ceil(events / 6.9);
  let produced = 0;
  let visitors = 0;
  let exposures = 0;
  try {
    for (let visit = 0; visit < visits && produced < events; visit++) {
      const at = startAt + Math.floor((visit / visits) * DAYS * DAY_MS);
      const atIso = new Date(at).toISOString();
      const day = atIso.slice(0, 10);
      let visitor: { id: string; seen: Set<string> };
      if (recent.length > 0 && next() < 0.25) visitor = recent[Math.floor(next() * recent.length)] as typeof visitor;
      else {
        visitor = { id: timeOrderedUuidFrom(at, next), seen: new Set() };
        visitors++;
        recent.push(visitor);
        if (recent.length > 5000) recent.shift();
      }
      for (const path of [PAGES[Math.floor(next() * PAGES.length)] as string, '/signup']) {
        const page = pages.get(`${day}|${path}`) ?? [day, path, 0];
        page[2] += 1;
        pages.set(`${day}|${path}`, page);
      }
      produced += 2;
      for (const experiment of experimentCatalog) {
        if (next() > 0.5) continue;
        produced++;
        if (visitor.seen.has(experiment.id)) continue;
        visitor.seen.add(experiment.id);
        const variant = experiment.variants[Math.floor(next() * experiment.variants.length)]?.key ?? 'A';
        const view = views.get(`${experiment.id}|${variant}|${day}`) ?? [experiment.id, variant, day, 0, atIso];
        view[3] += 1;
        views.set(`${experiment.id}|${variant}|${day}`, view);
        const converts = next() < 0.08;
        if (converts) {
          produced++;
          const key = `${experiment.id}|${variant}|${day}`;
          const conversion = conversions.get(key) ?? [experiment.id, variant, day, day, 0];
          conversion[4] += 1;
          conversions.set(key, conversion);
        }
        exposureRows.push([
          visitor.id,
          experiment.id,
          variant,
          day,
          atIso,
          converts ? day : null,
          pick(DEVICES),
          pick(SOURCES),
          pick(PAGES),
        ]);
        exposures++;
        const metrics = metricsOf.get(experiment.id) ?? [];
        const metric = metrics[Math.floor(next() * metrics.length)];
        if (metric !== undefined && next() < 0.03) {
          metricRows.push([visitor.id, experiment.id, metric.id, variant, day, day]);
          const counterKey = `${experiment.id}|${variant}|${metric.id}|${day}`;
          const counter = metricCounters.get(counterKey) ?? [experiment.id, variant, metric.id, day, day, 0];
          counter[5] += 1;
          metricCounters.set(counterKey, counter);
        }
      }
      await queueRows('experiment_exposures', exposureColumns, exposureRows);
      await queueRows('experiment_metric_visitors', metricColumns, metricRows);
    }
    await queueRows('experiment_exposures', exposureColumns, exposureRows, true);
    await queueRows('experiment_metric_visitors', metricColumns, metricRows, true);
    const viewColumns = ['experiment_id', 'variant_id', 'day', 'views', 'first_at'];
    await queueRows('experiment_daily_views', viewColumns, [...views.values()], true);
    const conversionColumns = ['experiment_id', 'variant_id', 'exposed_on', 'converted_on', 'conversions'];
    await queueRows('experiment_daily_conversions', conversionColumns, [...conversions.values()], true);
    await queueRows('page_views_daily', ['day', 'path', 'views'], [...pages.values()], true);
    const counterColumns = ['experiment_id', 'variant_id', 'metric_id', 'exposed_on', 'day', 'visitors'];
    await queueRows('experiment_daily_metric_visitors', counterColumns, [...metricCounters.values()], true);
    await flushStatements(true);
    if (engine === 'postgres') await database.db.executeQuery(CompiledQuery.raw('ANALYZE'));
  } finally {
    await database.close();
  }
  return { events: produced, visitors, exposures, seconds: (performance.now() - started) / 1000 };
}

export interface MidDayRuns {
  /** When every experiment's run started: halfway through today's elapsed UTC time. */
  startedAt: string;
  /** Visitors the runs' counters hold at their start (those of the seeded day exposed after it). */
  visitors: number;
  seconds: number;
}

/**
 * Starts every experiment's run at the middle of today's elapsed UTC time, as a marketer does from the dashboard,
 * so the stats read each run from `experiment_run_counters` instead of summing the daily counters from the first
 * exposure (docs/analytics-and-experiments.md, "Runs"), and ingest adds first exposures to those runs. The counters
 * get the exposures received since the start, as migration 013 backfills a run: one statement for all runs.
 */
export async function startRunsMidDay(location: DatabaseLocation, now = Date.now()): Promise<MidDayRuns> {
  const started = performance.now();
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const startedAt = new Date(dayStart + Math.floor((now - dayStart) / 2));
  const database = await openDatabase(location);
  try {
    // Nothing recorded yet reads as not started here, so Start is allowed; the api then reads the recorded runs.
    const states = createExperimentStateStore(database.db, false);
    const runs: [string, string][] = [];
    for (const id of experimentIds) {
      const outcome = await states.change(id, { action: 'start', weights: catalogWeights(id) }, 'bench', startedAt);
      if (!outcome.ok) throw new Error(`${id} did not start: ${outcome.message}`);
      const { after } = outcome.change;
      if (after.status !== 'running') throw new Error(`${id} is ${after.status} after its start`);
      runs.push([id, after.runId]);
    }
    const values = sql.join(runs.map(([id, runId]) => sql`(${id}, ${runId})`));
    await sql`WITH runs (experiment_id, run_id) AS (VALUES ${values})
      INSERT INTO experiment_run_counters (experiment_id, run_id, variant_id, views, conversions)
      SELECT e.experiment_id, runs.run_id, e.variant_id, COUNT(*), COUNT(e.converted_on)
      FROM experiment_exposures e JOIN runs ON runs.experiment_id = e.experiment_id
      WHERE e.exposed_at >= ${startedAt.toISOString()}
      GROUP BY e.experiment_id, runs.run_id, e.variant_id`.execute(database.db);
    // And their segments, one dimension at a time, from the segments the exposures were stored with.
    for (const [dimension, column] of [
      ['device', 'segment_device'],
      ['source', 'segment_source'],
      ['landing', 'segment_landing'],
    ] as const) {
      await sql`WITH runs (experiment_id, run_id) AS (VALUES ${values})
        INSERT INTO experiment_segment_counters
          (experiment_id, run_id, dimension, segment, variant_id, views, conversions)
        SELECT e.experiment_id, runs.run_id, ${dimension}, e.${sql.ref(column)}, e.variant_id, COUNT(*),
               COUNT(e.converted_on)
        FROM experiment_exposures e JOIN runs ON runs.experiment_id = e.experiment_id
        WHERE e.exposed_at >= ${startedAt.toISOString()} AND e.${sql.ref(column)} IS NOT NULL
        GROUP BY e.experiment_id, runs.run_id, e.variant_id, e.${sql.ref(column)}`.execute(database.db);
    }
    if (location.engine === 'postgres') await database.db.executeQuery(CompiledQuery.raw('ANALYZE'));
    const counted = await database.db
      .selectFrom('experiment_run_counters')
      .select((eb) => eb.fn.sum<number | string>('views').as('visitors'))
      .where(
        'run_id',
        'in',
        runs.map(([, runId]) => runId),
      )
      .executeTakeFirst();
    return {
      startedAt: startedAt.toISOString(),
      visitors: Number(counted?.visitors ?? 0),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await database.close();
  }
}

/**
 * Forgets the runs startRunsMidDay recorded, so every experiment is the site-wide default's again (one run of
 * everything collected, read by day): the reference measured once more after the mid-day runs, so that what the
 * database gained meanwhile is told apart from what the run counters cost.
 */
export async function backToSiteWideDefault(location: DatabaseLocation): Promise<void> {
  const database = await openDatabase(location);
  try {
    await database.db.deleteFrom('experiment_states').execute();
  } finally {
    await database.close();
  }
}

export interface NeedRow {
  engine: string;
  runtime: string;
  ingest: LatencySummary;
  /** Events accepted per second over the sustained phase, and what was not: failed batches, refused events. */
  eventsPerSecond: number;
  failedBatches: number;
  refusedEvents: number;
  /** The 90-day stats read once a second during ingest, and back to back afterwards. */
  statsDuringIngest: LatencySummary;
  stats: LatencySummary & { first: number };
  /** GET /admin/experiments/:id/segments of the first catalog experiment, back to back after the stats. */
  segments: LatencySummary & { first: number; rows: number };
  /** The machine's 1-minute load average at the end of the sustained phase (other work on the cores skews all). */
  load: number;
}

/**
 * Against one api (started from `folder`, on the seeded database): the 90-day stats read once by the freshly
 * started process, then POST /events at 1,000 events/s (a 50-event batch every 50 ms) for `seconds` while the
 * 90-day stats are read once a second, then `statsRuns` stats reads back to back.
 */
export async function measureNeed(
  environment: Record<string, string>,
  folder: string | undefined,
  options: { seconds: number; statsRuns: number; seed: number },
): Promise<Omit<NeedRow, 'engine' | 'runtime'>> {
  const api = await spawnApi(
    {
      ...environment,
      PUBLIC_EXPERIMENTS_ENABLED: 'true',
      // Impressions count only for visitor ids the api signed; the bench signs its visitors' ids with this secret
      // (an api from before signing takes them as opaque ids, bucketed the same way).
      VISITOR_ID_SECRET: BENCH_VISITOR_ID_SECRET,
      EVENTS_RATE_LIMIT_PER_MINUTE: '100000000',
      EVENTS_PER_VISITOR_PER_HOUR: '100000',
    },
    folder,
  );
  const statsUrl = new URL('/analytics/ab-stats?startDate=90daysAgo&endDate=today', api.url);
  const reader = new Agent({ keepAlive: true, maxSockets: 1 });
  const readStats = async () => {
    const t0 = performance.now();
    const status = await send(reader, statsUrl, { method: 'GET' });
    if (status !== 200) throw new Error(`ab-stats answered ${status}`);
    return performance.now() - t0;
  };
  try {
    const first = await readStats();
    const sustained = await ingestWhileDashboardReads(api.url, readStats, options.seconds, options.seed);
    const latencies: number[] = [];
    for (let run = 0; run < options.statsRuns; run++) latencies.push(await readStats());
    const segments = await readSegments(reader, api.url, options.statsRuns);
    return { ...sustained, stats: { ...summarize(latencies), first }, segments };
  } finally {
    reader.destroy();
    await api.stop();
  }
}

/**
 * The segments of one experiment's run (the api opens its admin routes to a local developer: no team is set), read
 * `runs` times back to back after a first read; `rows` counts the segment rows of the answer.
 */
async function readSegments(reader: Agent, base: string, runs: number) {
  const url = new URL(`/admin/experiments/${experimentIds[0]}/segments`, base);
  const read = async () => {
    const t0 = performance.now();
    const status = await send(reader, url, { method: 'GET' });
    if (status !== 200) throw new Error(`segments answered ${status}`);
    return performance.now() - t0;
  };
  const first = await read();
  const latencies: number[] = [];
  for (let run = 0; run < runs; run++) latencies.push(await read());
  const body = (await (await fetch(url)).json()) as { dimensions: { rows: unknown[] }[] };
  const rows = body.dimensions.reduce((sum, dimension) => sum + dimension.rows.length, 0);
  return { ...summarize(latencies), first, rows };
}

/** A 50-event batch every 50 ms for `seconds`, as the site's collector sends them, while the stats are read each second. */
async function ingestWhileDashboardReads(
  base: string,
  readStats: () => Promise<number>,
  seconds: number,
  seed: number,
) {
  const writer = new Agent({ keepAlive: true, maxSockets: 64 });
  const eventsUrl = new URL('/events', base);
  const bodies = liveBatches(seconds * GOALS.eventsPerSecond, seed);
  const latencies: number[] = [];
  const statsLatencies: number[] = [];
  let failedBatches = 0;
  let refusedEvents = 0;
  let accepted = 0;
  let stop = false;
  const started = performance.now();
  const dashboard = (async () => {
    for (let tick = 1; !stop; tick++) {
      statsLatencies.push(await readStats());
      const wait = started + tick * 1000 - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  const posts: Promise<void>[] = [];
  for (const [index, { body, size }] of bodies.entries()) {
    const wait = started + index * 50 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const t0 = performance.now();
    posts.push(
      postBatch(writer, eventsUrl, body).then(
        (answer) => {
          latencies.push(performance.now() - t0);
          if (answer.status !== 202) failedBatches++;
          else {
            accepted += answer.accepted;
            refusedEvents += size - answer.accepted;
          }
        },
        () => {
          failedBatches++;
        },
      ),
    );
  }
  await Promise.all(posts);
  const elapsed = (performance.now() - started) / 1000;
  const load = loadavg()[0] ?? Number.NaN;
  stop = true;
  await dashboard;
  writer.destroy();
  return {
    ingest: summarize(latencies),
    eventsPerSecond: accepted / elapsed,
    failedBatches,
    refusedEvents,
    statsDuringIngest: summarize(statsLatencies),
    load,
  };
}

export async function postBatch(agent: Agent, url: URL, body: string): Promise<{ status: number; accepted: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          let accepted = 0;
          try {
            accepted = Number((JSON.parse(text) as { accepted?: unknown }).accepted ?? 0);
          } catch {
            accepted = 0;
          }
          resolve({ status: res.statusCode ?? 0, accepted });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Batches as the browser's collector sends them today: page views and impressions of running experiments in the
 * visitor's own bucket (anything else is refused, and refused events cost less than stored ones), each with its
 * event id, timed by the server. A quarter of the visits are by a returning visitor of this run.
 */
function liveBatches(events: number, seed: number): { body: string; size: number }[] {
  const batches: { body: string; size: number }[] = [];
  for (const batch of liveEventBatches(seed, (id) => signVisitorId(BENCH_VISITOR_ID_SECRET, id))) {
    if (batches.length >= Math.ceil(events / 50)) break;
    batches.push(batch);
  }
  return batches;
}

/**
 * liveBatches' batches, made one at a time as they are taken, without end (the soak sends them for minutes).
 * `visitorId` turns each new visitor's id into the one sent (the soak signs them as the api does).
 */
export function* liveEventBatches(
  seed: number,
  visitorId: (id: string) => string = (id) => id,
): Generator<{ body: string; size: number }> {
  const next = seededRandom(seed);
  const recent: string[] = [];
  let pending: Record<string, string>[] = [];
  let eventNumber = 0;
  const push = (event: Record<string, string>) => {
    // The bare id (before a signature's dot) keeps event ids within their length limit.
    pending.push({ ...event, event_id: `${event.visitor_id?.split('.')[0]}.${eventNumber++}` });
  };
  for (;;) {
    let visitor: string;
    if (recent.length > 0 && next() < 0.25) visitor = recent[Math.floor(next() * recent.length)] as string;
    else {
      visitor = visitorId(timeOrderedUuidFrom(Date.now(), next));
      recent.push(visitor);
      if (recent.length > 5000) recent.shift();
    }
    const page = PAGES[Math.floor(next() * PAGES.length)] as string;
    push({ name: 'page_view', page_path: page, visitor_id: visitor });
    for (const experiment of experimentCatalog) {
      if (next() > 0.5) continue;
      const id = experiment.id as ExperimentId;
      push({
        name: 'experiment_impression',
        experiment_id: id,
        variant_id: bucketedVariant(id, catalogWeights(id), visitor),
        event_category: 'ab_test',
        visitor_id: visitor,
        page_path: page,
        // From the visitor's id, not the stream: the traffic stays the one measured before segments were sent.
        landing_path: page,
        traffic_source: SOURCES[(visitor.charCodeAt(visitor.length - 1) || 0) % SOURCES.length] as string,
      });
    }
    push({ name: 'page_view', page_path: '/signup', visitor_id: visitor });
    while (pending.length >= 50) {
      const events = pending.slice(0, 50);
      pending = pending.slice(50);
      yield { body: JSON.stringify({ events }), size: events.length };
    }
  }
}
