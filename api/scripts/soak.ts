/**
 * The memory soak: the site as `pnpm run serve:nginx` runs it (nginx in front of API_PROCESSES api processes, two
 * by default, from the build), on a throwaway PostgreSQL cluster (or an SQLite file), takes POST /events through
 * nginx at a steady rate (50-event batches as the site's collector sends them) while the dashboard reads the
 * 90-day stats once a second, then idles. Every few seconds it samples each api process's resident memory
 * (/proc/<pid>/status) and its V8 heap (its own /metrics), and prints the curve as it goes and as a table at the
 * end, with the trend over the second half of the load. With --heap-snapshots <dir>, the api processes run with
 * `--heapsnapshot-signal=SIGUSR2` and write a snapshot after the idle time (a snapshot collects all garbage first,
 * so the heap after it is what is really retained; not at the start: the snapshot itself grows the RSS it would
 * measure). See docs/performance.md.
 *
 *   pnpm --filter @novavox/api soak [--minutes 10] [--rate 1000] [--every 10] [--idle 30]
 *                                   [--engine postgres|sqlite] [--heap-snapshots <dir>]
 *
 * Needs the build (`pnpm build`) and nginx (`bash .ci/ensure-tools.sh --nginx --postgres`). Listens on the site's
 * ports plus NOVAVOX_PORT_OFFSET.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { localOrigin, portOffsetFrom } from '@novavox/contracts-site/topology';
import { waitFor } from '@novavox/contracts-site/wait-until';
import { type PostgresCluster, startPostgresCluster } from '../src/testing/postgres-cluster';
import { signVisitorId } from '../src/visitors/visitor-id-signing';
import { summarize } from './bench/http-load';
import { liveEventBatches, postBatch } from './bench/real-need';
import { childProcesses, heapFigures, type MemorySample, readResidentBytes, slope } from './soak/process-memory';

const { values: flags } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '1000' },
    every: { type: 'string', default: '10' },
    idle: { type: 'string', default: '30' },
    engine: { type: 'string', default: 'postgres' },
    'heap-snapshots': { type: 'string' },
  },
});
const number = (name: string, value: string | undefined) => {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number, not "${value}"`);
  return parsed;
};
const loadSeconds = number('minutes', flags.minutes) * 60;
const eventsPerSecond = number('rate', flags.rate);
const everySeconds = number('every', flags.every);
const idleSeconds = Number(flags.idle);
if (!Number.isFinite(idleSeconds) || idleSeconds < 0) throw new Error('--idle must be 0 or more seconds');
if (flags.engine !== 'postgres' && flags.engine !== 'sqlite') throw new Error('--engine must be postgres or sqlite');
const engine = flags.engine;
const snapshotDir = flags['heap-snapshots'];

const SOAK_VISITOR_ID_SECRET = 'soak-visitor-id-secret-0123456789abcdef';
const root = new URL('../../', import.meta.url).pathname;
const launcher = join(root, 'shell/server-dist/serve-nginx.js');
for (const built of [launcher, join(root, 'api/dist/server.js')]) {
  if (!existsSync(built)) throw new Error(`No build found at ${built}: run "pnpm build" first.`);
}
const offset = portOffsetFrom(process.env);
const apiOrigin = localOrigin('api', offset);
const work = mkdtempSync(join(tmpdir(), 'novavox-soak-'));
const mb = (bytes: number | null) => (bytes === null ? '–' : (bytes / 1e6).toFixed(1));
const log = (line: string) => console.log(line);

interface Row {
  /** Seconds since the load started (negative: before it). */
  at: number;
  phase: 'before' | 'load' | 'idle' | 'after snapshot';
  eventsSent: number;
  failedBatches: number;
  p99: number;
  processes: MemorySample[];
}

let cluster: PostgresCluster | null = null;
let site: ChildProcess | null = null;
try {
  const databaseEnv: Record<string, string> = {};
  if (engine === 'postgres') {
    cluster = await startPostgresCluster({ settings: ['shared_buffers=512MB'] });
    databaseEnv.DATABASE_URL = cluster.url;
  } else databaseEnv.API_DB_PATH = join(work, 'soak.db');
  if (snapshotDir) mkdirSync(snapshotDir, { recursive: true });

  const logFile = join(work, 'site.log');
  log(`Starting the site behind nginx at ${apiOrigin} (${engine}; its output in ${logFile})...`);
  site = await startSite(
    {
      ...databaseEnv,
      PUBLIC_EXPERIMENTS_ENABLED: 'true',
      // The soak is one client sending for a thousand visitors: the edge's and the api's own limits per address
      // would refuse most of it.
      NGINX_EDGE_LIMITS: 'off',
      // Impressions count only for ids the api signed: the soak signs its visitors' ids with the same secret.
      VISITOR_ID_SECRET: SOAK_VISITOR_ID_SECRET,
      EVENTS_RATE_LIMIT_PER_MINUTE: '100000000',
      EVENTS_PER_VISITOR_PER_HOUR: '100000',
      ...(snapshotDir ? { NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshotDir}`.trim() } : {}),
    },
    logFile,
  );
  const apis = (await childProcesses(site.pid ?? 0))
    .filter((child) => child.command.includes('api/dist/server.js'))
    .map((child) => ({ pid: child.pid, port: Number(child.env.get('API_PORT')) }))
    .sort((a, b) => a.port - b.port);
  if (apis.length === 0) throw new Error('No api process found under the launcher');
  log(`api processes: ${apis.map((api) => `pid ${api.pid} on port ${api.port}`).join(', ')}`);

  const sample = () =>
    Promise.all(
      apis.map(async (api): Promise<MemorySample> => {
        const rss = await readResidentBytes(api.pid);
        const metrics = await fetch(`http://127.0.0.1:${api.port}/metrics`, {
          headers: process.env.METRICS_TOKEN ? { Authorization: `Bearer ${process.env.METRICS_TOKEN}` } : {},
        }).then(
          (response) => (response.ok ? response.text() : ''),
          () => '',
        );
        return { rss, ...heapFigures(metrics) };
      }),
    );
  const rows: Row[] = [];
  const header = `|     s | phase | events sent | failed batches | POST p99 ms | ${apis.map((_, i) => `api ${i + 1} RSS / heap used / heap total / external MB`).join(' | ')} |`;
  log('');
  log(header);
  log(header.replace(/[^|]/g, '-'));
  const record = (row: Row) => {
    rows.push(row);
    log(
      `| ${row.at.toFixed(0).padStart(5)} | ${row.phase} | ${row.eventsSent.toLocaleString('en-US')} | ${row.failedBatches} | ${Number.isNaN(row.p99) ? '–' : row.p99.toFixed(1)} | ${row.processes.map((p) => `${mb(p.rss)} / ${mb(p.heapUsed)} / ${mb(p.heapTotal)} / ${mb(p.external)}`).join(' | ')} |`,
    );
  };
  record({ at: 0, phase: 'before', eventsSent: 0, failedBatches: 0, p99: Number.NaN, processes: await sample() });

  // The load: a 50-event batch every 50,000 / rate ms, through nginx, the stats read once a second.
  const writer = new Agent({ keepAlive: true, maxSockets: 64 });
  const batches = liveEventBatches(23, (id) => signVisitorId(SOAK_VISITOR_ID_SECRET, id));
  const gapMs = 50_000 / eventsPerSecond;
  let eventsSent = 0;
  let failedBatches = 0;
  const failures = new Map<string, number>();
  let window: number[] = [];
  const posts = new Set<Promise<void>>();
  const started = performance.now();
  let stop = false;
  const dashboard = (async () => {
    const statsUrl = new URL('/analytics/ab-stats?startDate=90daysAgo&endDate=today', apiOrigin);
    for (let tick = 1; !stop; tick++) {
      await fetch(statsUrl).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      );
      const wait = started + tick * 1000 - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  const sampler = (async () => {
    for (let tick = 1; tick * everySeconds <= loadSeconds; tick++) {
      const wait = started + tick * everySeconds * 1000 - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const latencies = window;
      window = [];
      record({
        at: (performance.now() - started) / 1000,
        phase: 'load',
        eventsSent,
        failedBatches,
        p99: summarize(latencies).p99,
        processes: await sample(),
      });
    }
  })();
  const eventsUrl = new URL('/events', apiOrigin);
  for (let index = 0; ; index++) {
    const due = started + index * gapMs;
    if (due - started >= loadSeconds * 1000) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const batch = batches.next().value;
    if (!batch) break;
    const t0 = performance.now();
    eventsSent += batch.size;
    const post = postBatch(writer, eventsUrl, batch.body).then(
      (answer) => {
        window.push(performance.now() - t0);
        if (answer.status !== 202 || answer.accepted !== batch.size) {
          failedBatches++;
          const reason = answer.status !== 202 ? String(answer.status) : `202, ${answer.accepted} of ${batch.size}`;
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
      },
      (error: Error) => {
        failedBatches++;
        failures.set(error.message, (failures.get(error.message) ?? 0) + 1);
      },
    );
    posts.add(post);
    void post.finally(() => posts.delete(post));
  }
  await Promise.all(posts);
  stop = true;
  await Promise.all([dashboard, sampler]);
  writer.destroy();

  const loadEnd = (performance.now() - started) / 1000;
  for (let waited = everySeconds; waited <= idleSeconds; waited += everySeconds) {
    await new Promise((resolve) => setTimeout(resolve, everySeconds * 1000));
    record({
      at: (performance.now() - started) / 1000,
      phase: 'idle',
      eventsSent,
      failedBatches,
      p99: Number.NaN,
      processes: await sample(),
    });
  }
  if (snapshotDir) {
    await snapshot(apis, snapshotDir, 'end');
    record({
      at: (performance.now() - started) / 1000,
      phase: 'after snapshot',
      eventsSent,
      failedBatches,
      p99: Number.NaN,
      processes: await sample(),
    });
  }

  // The trend over the second half of the load, when the heap has had time to reach its working size.
  log('');
  const late = rows.filter((row) => row.phase === 'load' && row.at >= loadEnd / 2);
  for (const [index] of apis.entries()) {
    const trend = (pick: (sample: MemorySample) => number | null) => {
      const points = late.flatMap((row) => {
        const value = row.processes[index] ? pick(row.processes[index]) : null;
        return value === null ? [] : [{ x: row.at, y: value }];
      });
      const perMinute = slope(points) * 60;
      return Number.isNaN(perMinute) ? '–' : `${perMinute >= 0 ? '+' : ''}${(perMinute / 1e6).toFixed(2)} MB/min`;
    };
    const rss = rows.map((row) => row.processes[index]?.rss ?? 0);
    const lateRss = late.map((row) => row.processes[index]?.rss ?? 0);
    const collected = rows.find((row) => row.phase === 'after snapshot')?.processes[index]?.heapUsed ?? null;
    log(
      `api ${index + 1}: RSS ${mb(rss[0] ?? 0)} MB before, ${mb(Math.max(...rss))} MB at most, ${mb(rss.at(-1) ?? 0)} MB at the end${collected === null ? '' : `; heap used after a full collection ${mb(collected)} MB`}`,
    );
    log(
      `  second half of the load: RSS ${mb(Math.min(...lateRss))}–${mb(Math.max(...lateRss))} MB, trend ${trend((s) => s.rss)}; heap used ${trend((s) => s.heapUsed)}; external ${trend((s) => s.external)}`,
    );
  }
  log(
    `${eventsSent.toLocaleString('en-US')} events sent in ${loadEnd.toFixed(0)} s through nginx (${(eventsSent / loadEnd).toFixed(0)}/s), ${failedBatches} batches failed or not wholly accepted.`,
  );
  if (failedBatches > 0) {
    log(`Failed batches by answer: ${JSON.stringify(Object.fromEntries(failures))}`);
    process.exitCode = 1;
  }
} finally {
  if (site) await stopSite(site);
  cluster?.stop();
  if (process.exitCode) log(`The site's output is kept in ${work}/site.log`);
  else rmSync(work, { recursive: true, force: true });
}

/** `serve:nginx`'s launcher, as `pnpm run serve:nginx` runs it (from shell/); resolves once it says it runs. */
function startSite(env: Record<string, string>, logFile: string): Promise<ChildProcess> {
  const output = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--enable-source-maps', launcher], {
    cwd: join(root, 'shell'),
    env: { ...process.env, API_PROCESSES: process.env.API_PROCESSES ?? '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let ready = false;
    const onData = (chunk: Buffer) => {
      output.write(chunk);
      if (!ready && chunk.toString().includes('is running behind nginx')) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`The site stopped before it ran (exit ${code}); see ${logFile}`));
    });
  });
}

function stopSite(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** A heap snapshot of each api process (SIGUSR2), waiting until each file is written whole. */
async function snapshot(apis: { pid: number; port: number }[], dir: string, label: string): Promise<void> {
  const before = new Set(readdirSync(dir));
  for (const api of apis) process.kill(api.pid, 'SIGUSR2');
  let written: string[] = [];
  const allWritten = async () => {
    written = readdirSync(dir).filter((name) => !before.has(name) && name.endsWith('.heapsnapshot'));
    // Node writes the snapshot under its final name as it goes, on the api's thread: it answers again once done.
    const done = await Promise.all(
      apis.map(async (api) => written.some((name) => name.includes(`.${api.pid}.`)) && (await answers(api.port))),
    );
    return done.every(Boolean);
  };
  await waitFor(allWritten, { timeoutMs: 120_000, intervalMs: 1000, what: `heap snapshots (${label}) written` });
  log(`heap snapshots (${label}): ${written.map((name) => join(dir, name)).join(', ')}`);
}

function answers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(500) }).then(
    (response) => response.ok,
    () => false,
  );
}
