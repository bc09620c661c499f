/**
 * The api's benchmark, every figure side by side in one run, bounded in count and time so it always ends.
 * By default, the real need against its goals (see bench/real-need.ts), per engine (SQLite, and PostgreSQL on a
 * throwaway cluster when Debian's postgresql package is installed): a database holding what 10M events of 90 days
 * leave behind (seeded in bulk), then POST /events at 1,000 events/s for 30 s while the dashboard reads the 90-day
 * stats every second, then the 90-day stats back to back; for this api and, with --before <folder>, for another
 * api checkout (the runtime this one replaced), on the same database, side by side; then once more for this api
 * with every experiment's run restarted halfway through today, so its figures come from the run counters, and
 * for this api once more as it started (the site-wide default's runs), the reference after as well as before.
 * With --scale, the earlier parts too:
 *  1. ingest throughput into an empty database: the earlier raw-rows-only path vs the store with aggregates;
 *  2. per engine, a database grown through 100k and 1M events of realistic traffic (10M with --large): ingest
 *     events/s at each size, GET /analytics/ab-stats for 30 and 90 days (the first read of a fresh process, then
 *     p50/p99), the earlier raw-scan query for comparison, and POST /events p99 alone and while the stats are
 *     read without pause;
 *  3. the form and event endpoints under concurrent load over HTTP;
 *  4. with --compare-with <folder of another api checkout>, POST /events over HTTP against that api and this one,
 *     taking turns, three rounds each.
 *
 *   pnpm --filter @novavox/api bench [--before /tmp/before/api] [--need-events 10000000] [--need-seconds 30]
 *                                    [--engines sqlite,postgres]
 *   pnpm --filter @novavox/api bench --scale [--large] [--sizes 100000,1000000]
 *                                    [--visitor-ids time-ordered|random] [--compare-with /tmp/earlier/api]
 * Visitor ids are made as the site makes them (UUID v7, time-ordered) unless --visitor-ids random (UUID v4, the
 * site's ids before, and still those of visitors who first came then); the comparison runs both.
 *   BENCH_REQUESTS, BENCH_CONCURRENCY, BENCH_SECONDS tune part 3.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import type { DatabaseLocation } from '../src/db/open-database';
import { startPostgresCluster } from '../src/testing/postgres-cluster';
import { spawnApi } from '../src/testing/spawn-api';
import { legacySqliteIngest, measureScale, type ScaleRow, storeIngest } from './bench/analytics-scale';
import { type LoadResult, percentile, runLoad, type Scenario } from './bench/http-load';
import { printStatistics, resetStatistics, STATISTICS_SETTINGS, sampleActivity } from './bench/postgres-statistics';
import {
  backToSiteWideDefault,
  GOALS,
  measureNeed,
  type NeedRow,
  seedAggregates,
  startRunsMidDay,
} from './bench/real-need';
import { syntheticTraffic, type VisitorIds } from './bench/synthetic-traffic';

const { values: flags } = parseArgs({
  options: {
    large: { type: 'boolean', default: false },
    engines: { type: 'string', default: 'sqlite,postgres' },
    sizes: { type: 'string' },
    'stats-runs': { type: 'string', default: '30' },
    'compare-with': { type: 'string' },
    'visitor-ids': { type: 'string', default: 'time-ordered' },
    scale: { type: 'boolean', default: false },
    before: { type: 'string' },
    'need-events': { type: 'string', default: String(GOALS.events) },
    'need-seconds': { type: 'string', default: '30' },
  },
});
const visitorIdsFlag = flags['visitor-ids'];
if (visitorIdsFlag !== 'time-ordered' && visitorIdsFlag !== 'random')
  throw new Error('--visitor-ids must be time-ordered or random');
const visitorIds: VisitorIds = visitorIdsFlag;
const sizes = (flags.sizes ?? (flags.large ? '100000,1000000,10000000' : '100000,1000000'))
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
if (sizes.some((size) => !Number.isInteger(size) || size <= 0)) throw new Error('--sizes must be whole numbers');
const engines = (flags.engines ?? '').split(',').filter((engine) => engine === 'sqlite' || engine === 'postgres');
const statsRuns = Number(flags['stats-runs']);

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

const log = (line: string) => console.log(line);
const dir = mkdtempSync(join(tmpdir(), 'novavox-bench-'));
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const bytes = (value: number) => (value >= 1e9 ? `${(value / 1e9).toFixed(2)} GB` : `${(value / 1e6).toFixed(0)} MB`);

try {
  await realNeed();
  if (flags.scale) await scaleParts();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** The goals, per engine, for this api and the one in --before, on one seeded database each (see real-need.ts). */
async function realNeed(): Promise<void> {
  const needEvents = Number(flags['need-events']);
  const seconds = Number(flags['need-seconds']);
  if (!Number.isInteger(needEvents) || needEvents <= 0) throw new Error('--need-events must be a whole number');
  if (!Number.isInteger(seconds) || seconds <= 0) throw new Error('--need-seconds must be a whole number');
  const runtimes: { name: string; folder: string | undefined }[] = [
    ...(flags.before ? [{ name: `before (${flags.before})`, folder: flags.before }] : []),
    { name: 'this api', folder: undefined },
  ];
  const rows: NeedRow[] = [];
  let serverLog: string | undefined;
  for (const engine of engines) {
    log(`The real need, ${engine}: seeding what ${count(needEvents)} events over 90 days leave behind...`);
    const measure = async (location: DatabaseLocation, environment: Record<string, string>) => {
      const seeded = await seedAggregates(location, needEvents);
      log(
        `  seeded ${count(seeded.events)} events' aggregates (${count(seeded.visitors)} visitors, ${count(seeded.exposures)} exposures) in ${seeded.seconds.toFixed(0)} s`,
      );
      for (const [index, runtime] of runtimes.entries()) {
        log(
          `  ${runtime.name}: ${seconds} s of ${count(GOALS.eventsPerSecond)} events/s, the stats read every second...`,
        );
        if (location.engine === 'postgres') await resetStatistics(location.url);
        const activity = location.engine === 'postgres' ? await sampleActivity(location.url) : null;
        const measured = await measureNeed(environment, runtime.folder, { seconds, statsRuns, seed: 11 + index });
        rows.push({ engine, runtime: runtime.name, ...measured });
        if (location.engine === 'postgres') {
          await activity?.(log);
          await printStatistics(location.url, log, serverLog);
        }
      }
      // The rows above read the site-wide default's runs (everything collected, by day); the next, this api with every
      // experiment restarted mid-day, reads and feeds the run counters, on the same database right after; and the
      // reference once more after it, so the database's growth and the machine's load are told from the counters.
      const runs = await startRunsMidDay(location);
      log(
        `  this api, every run started at ${runs.startedAt} (${count(runs.visitors)} visitors in the runs' counters, ${runs.seconds.toFixed(1)} s): ${seconds} s of ${count(GOALS.eventsPerSecond)} events/s, the stats read every second...`,
      );
      const measured = await measureNeed(environment, undefined, {
        seconds,
        statsRuns,
        seed: 11 + runtimes.length,
      });
      rows.push({ engine, runtime: 'this api, runs started mid-day (run counters)', ...measured });
      await backToSiteWideDefault(location);
      log(
        `  this api again, the site-wide default's runs: ${seconds} s of ${count(GOALS.eventsPerSecond)} events/s...`,
      );
      const again = await measureNeed(environment, undefined, { seconds, statsRuns, seed: 12 + runtimes.length });
      rows.push({ engine, runtime: 'this api, again after (reference)', ...again });
    };
    if (engine === 'sqlite') {
      const path = join(dir, 'need.db');
      await measure({ engine: 'sqlite', path }, { API_DB_PATH: path });
    } else {
      await onThrowawayPostgres(log, (url, logFile) => {
        serverLog = logFile;
        return measure({ engine: 'postgres', url }, { DATABASE_URL: url });
      });
    }
  }
  const met = (ok: boolean) => (ok ? 'met' : '**missed**');
  log('');
  log(
    `| engine | runtime | POST /events at ${count(GOALS.eventsPerSecond)}/s for ${seconds} s: p50 / p99 (goal p99 ≤ ${GOALS.ingestP99Ms} ms) | events/s stored | failed batches / refused events | 90-day stats during ingest p50 / p99 | 90-day stats at ${count(needEvents)}: first / p50 / p99 (goal p50 ≤ ${GOALS.statsP50Ms} ms) | a run's segments: first / p50 / p99 (rows; goal p50 ≤ ${GOALS.statsP50Ms} ms) | load |`,
  );
  log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    log(
      `| ${row.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${row.runtime} | ${ms(row.ingest.p50)} / ${ms(row.ingest.p99)} (${met(row.ingest.p99 <= GOALS.ingestP99Ms)}) | ${count(row.eventsPerSecond)} | ${row.failedBatches} / ${row.refusedEvents} | ${ms(row.statsDuringIngest.p50)} / ${ms(row.statsDuringIngest.p99)} | ${ms(row.stats.first)} / ${ms(row.stats.p50)} / ${ms(row.stats.p99)} (${met(row.stats.p50 <= GOALS.statsP50Ms)}) | ${ms(row.segments.first)} / ${ms(row.segments.p50)} / ${ms(row.segments.p99)} (${row.segments.rows}; ${met(row.segments.p50 <= GOALS.statsP50Ms)}) | ${row.load.toFixed(1)} |`,
    );
  }
  log('');
  if (rows.some((row) => row.failedBatches > 0 || row.refusedEvents > 0)) process.exitCode = 1;
}

async function scaleParts(): Promise<void> {
  log('1. Ingest into an empty database (in-process, 50-event batches, 200,000 events)');
  const legacy = legacySqliteIngest(join(dir, 'legacy.db'), 200_000);
  const one = await storeIngest({ engine: 'sqlite', path: join(dir, 'ingest-1.db') }, 200_000, 1, visitorIds);
  const many = await storeIngest({ engine: 'sqlite', path: join(dir, 'ingest-16.db') }, 200_000, 16, visitorIds);
  const change = (value: number) => `${(((value - legacy) / legacy) * 100).toFixed(1)} %`;
  console.table([
    {
      path: 'before: raw rows only (better-sqlite3, a prepared statement per event)',
      'events/s': count(legacy),
      change: '',
    },
    {
      path: 'now: raw rows + aggregates, one writer waiting for each commit',
      'events/s': count(one),
      change: change(one),
    },
    {
      path: 'now: raw rows + aggregates, 16 writers at once',
      'events/s': count(many),
      change: change(many),
    },
  ]);

  const scale: ScaleRow[] = [];
  for (const engine of engines) {
    log(`2. ${engine}: growing one database through ${sizes.map(count).join(', ')} events over 90 days`);
    if (engine === 'sqlite') {
      const path = join(dir, 'scale.db');
      scale.push(
        ...(await measureScale('sqlite', { engine: 'sqlite', path }, { API_DB_PATH: path }, sizes, {
          statsRuns,
          log,
          visitorIds,
        })),
      );
    } else {
      await onThrowawayPostgres(log, async (url) => {
        scale.push(
          ...(await measureScale('postgres', { engine: 'postgres', url }, { DATABASE_URL: url }, sizes, {
            statsRuns,
            log,
            visitorIds,
          })),
        );
      });
    }
  }
  console.table(
    scale.map((row) => ({
      engine: row.engine,
      events: count(row.events),
      'ingest events/s': count(row.ingestPerSecond),
      'database size': bytes(row.size.total),
      exposures: bytes(row.size.exposures),
      'stats 30d first': ms(row.stats30.first),
      'stats 30d p50': ms(row.stats30.p50),
      'stats 30d p99': ms(row.stats30.p99),
      'stats 90d first': ms(row.stats90.first),
      'stats 90d p50': ms(row.stats90.p50),
      'stats 90d p99': ms(row.stats90.p99),
      'before: raw scan 90d': ms(row.rawScan90.p50),
    })),
  );
  console.table(
    scale.map((row) => ({
      engine: row.engine,
      events: count(row.events),
      'POST /events p99 alone': ms(row.ingestAlone.p99),
      'p99 while stats are read': ms(row.ingestWhileReading.p99),
      'max while read': ms(row.ingestWhileReading.max),
      'stats reads meanwhile': row.ingestWhileReading.readsDone,
      'batches lost': row.lost,
    })),
  );

  log('3. The endpoints under concurrent load over HTTP (SQLite)');
  const requests = positive('BENCH_REQUESTS', 5000);
  const concurrency = positive('BENCH_CONCURRENCY', 32);
  const seconds = positive('BENCH_SECONDS', 15);
  const runId = Date.now().toString(36);
  const liveBodies = (ids: VisitorIds) =>
    [...syntheticTraffic({ events: requests * 50, days: 1, endAt: Date.now(), seed: 5, visitorIds: ids })].map(
      (batch) => JSON.stringify({ events: batch.events.map(({ occurred_at: _at, ...event }) => event) }),
    );
  const liveBatches = liveBodies(visitorIds);
  const scenarios: Scenario[] = [
    {
      name: 'POST /forms/waitlist',
      path: '/forms/waitlist',
      // Every fifth sign-up repeats an earlier e-mail, so the repeat path is measured too.
      body: (i) =>
        JSON.stringify({
          firstName: 'Bench',
          lastName: 'Mark',
          email: `bench-${runId}-${i % 5 === 4 ? i - 1 : i}@example.com`,
          source: 'bench',
          receiveUpdates: true,
          consentVersion: WAITLIST_CONSENT.version,
        }),
    },
    {
      // As the browser's collector sends them: 50-event batches of realistic traffic, timed by the server.
      name: 'POST /events (batch of 50)',
      path: '/events',
      body: (i) => liveBatches[i % liveBatches.length] ?? '{}',
    },
  ];
  const api = await spawnApi({
    API_DB_PATH: join(dir, 'http.db'),
    FORM_RATE_LIMIT_PER_MINUTE: '100000000',
    EVENTS_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const results: LoadResult[] = [];
  try {
    for (const scenario of scenarios)
      results.push(await runLoad(api.url, scenario, { requests, concurrency, seconds }));
  } finally {
    await api.stop();
  }
  console.table(
    results.map((result) => ({
      endpoint: result.endpoint,
      requests: result.requests,
      errors: result.errors,
      'req/s': count(result.perSecond),
      'events/s': result.endpoint.includes('/events') ? count(result.perSecond * 50) : '',
      'p50 ms': result.latency.p50.toFixed(2),
      'p99 ms': result.latency.p99.toFixed(2),
    })),
  );
  for (const { endpoint, failures } of results) {
    if (Object.keys(failures).length > 0) console.error(`${endpoint} failures:`, failures);
  }
  const compared = flags['compare-with']
    ? await compareIngest(flags['compare-with'], {
        'time-ordered': liveBodies('time-ordered'),
        random: liveBodies('random'),
      })
    : [];
  if (
    results.some((result) => result.errors > 0) ||
    scale.some((row) => row.lost > 0) ||
    compared.some((result) => result.errors > 0)
  ) {
    process.exitCode = 1;
  }
}

/**
 * POST /events over HTTP, the api in `earlierFolder` and this one taking turns, each on a fresh SQLite file, with 16
 * and with 32 clients: the earlier api on the site's ids, this one on the site's ids (time-ordered) and on random
 * ids (the earlier api keeps no index by visitor, so the ids' order makes no difference to it).
 */
async function compareIngest(earlierFolder: string, bodies: Record<VisitorIds, string[]>): Promise<LoadResult[]> {
  log(`4. POST /events over HTTP (SQLite): the api in ${earlierFolder} and this one, taking turns`);
  const rounds = 3;
  const runs: { clients: number; api: string; round: number; result: LoadResult }[] = [];
  const apis = [
    { name: 'earlier', folder: earlierFolder, ids: 'time-ordered' },
    { name: 'this, time-ordered ids', folder: undefined, ids: 'time-ordered' },
    { name: 'this, random ids', folder: undefined, ids: 'random' },
  ] as const;
  for (const clients of [16, 32]) {
    for (let round = 1; round <= rounds; round++) {
      for (const { name, folder, ids } of apis) {
        const api = await spawnApi(
          {
            API_DB_PATH: join(dir, `compare-${clients}-${round}-${runs.length}.db`),
            EVENTS_RATE_LIMIT_PER_MINUTE: '100000000',
          },
          folder,
        );
        try {
          const batches = bodies[ids];
          const scenario: Scenario = {
            name: 'POST /events (batch of 50)',
            path: '/events',
            body: (i) => batches[(i + round * 997) % batches.length] ?? '{}',
          };
          runs.push({
            clients,
            api: name,
            round,
            result: await runLoad(api.url, scenario, { requests: 4000, concurrency: clients, seconds: 20 }),
          });
        } finally {
          await api.stop();
        }
      }
    }
  }
  const median = (clients: number, name: string) =>
    percentile(
      runs.filter((run) => run.clients === clients && run.api === name).map((run) => run.result.perSecond * 50),
      50,
    );
  console.table(
    runs.map(({ clients, api, round, result }) => ({
      clients,
      api,
      round,
      'events/s': count(result.perSecond * 50),
      'p50 ms': result.latency.p50.toFixed(2),
      'p99 ms': result.latency.p99.toFixed(2),
      errors: result.errors,
    })),
  );
  console.table(
    [16, 32].flatMap((clients) => {
      const earlier = median(clients, 'earlier');
      return apis.map(({ name }) => {
        const rate = median(clients, name);
        return {
          clients,
          api: name,
          'median events/s': count(rate),
          'vs earlier': name === 'earlier' ? '' : `${(((rate - earlier) / earlier) * 100).toFixed(1)} %`,
        };
      });
    }),
  );
  return runs.map((run) => run.result);
}

/** Runs `work` on a throwaway PostgreSQL cluster, stopped after; logs the engine as skipped when none can start. */
async function onThrowawayPostgres(
  log: (line: string) => void,
  work: (url: string, logFile: string) => Promise<void>,
): Promise<void> {
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  try {
    cluster = await startPostgresCluster({ settings: ['shared_buffers=512MB', ...STATISTICS_SETTINGS] });
  } catch (error) {
    log(`  skipped: ${errorMessage(error)}`);
    return;
  }
  try {
    await work(cluster.url, cluster.logFile);
  } finally {
    cluster.stop();
  }
}
