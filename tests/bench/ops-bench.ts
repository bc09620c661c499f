import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgresCluster } from '@novavox/api/testing/postgres-cluster';
import { answersOk, waitFor } from '@novavox/contracts-site/wait-until';
import { origin, portOffset } from '../support/site';
import { untilAnswering } from '../support/until-answering';
import { type LoadResult, startLoad } from './ops/mixed-load';

/**
 * `pnpm --filter @novavox/tests run bench:ops`: the operations of docs/deploy.md under load, through nginx.
 * The site (`serve:nginx`: nginx and two api processes on a throwaway PostgreSQL) gets a mixed load (pages, event
 * batches, sign-ups) for --seconds per scenario; a third of the way in, one operation runs: none (the reference),
 * kill -9 of an api process, a rolling restart, an api deploy, a shell deploy, the graceful stop. For each it
 * prints requests sent, failed, acknowledged-but-lost (a 202 event or 201 sign-up missing from the database
 * afterwards) and the time to recover. Needs `pnpm build` first. Figures only: nothing here is asserted on time.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    workers: { type: 'string', default: '6' },
    only: { type: 'string' },
    'drain-nginx': { type: 'boolean', default: false },
  },
});
const loadSeconds = Number(values.seconds);
const workers = Number(values.workers);
const SCENARIOS = ['reference', 'kill-9', 'rolling-restart', 'api-deploy', 'shell-deploy', 'graceful-stop'] as const;
type Scenario = (typeof SCENARIOS)[number];
const chosen = values.only ? (values.only.split(',') as Scenario[]) : [...SCENARIOS];
for (const name of chosen) if (!SCENARIOS.includes(name)) throw new Error(`--only: unknown scenario ${name}`);

const root = resolve(import.meta.dirname, '../..');
const serverDist = join(root, 'shell/server-dist');
if (!existsSync(join(serverDist, 'serve-nginx.js')) || !existsSync(join(root, 'api/dist/server.js'))) {
  throw new Error('No build: run "pnpm build" first.');
}

const work = await mkdtemp(join(tmpdir(), 'novavox-ops-bench-'));
const releases = join(work, 'releases');
// API_DIST is a symlink inside the api package (its builds import the api's node_modules), as a deploy needs.
const apiDeploys = join(root, 'api/deploys');
const apiDist = join(apiDeploys, `bench-${process.pid}`);
await mkdir(apiDeploys, { recursive: true });
await cp(join(root, 'api/dist'), join(apiDeploys, `api-bench-${process.pid}`), { recursive: true });
await symlink(join(apiDeploys, `api-bench-${process.pid}`), apiDist);

const postgres = await startPostgresCluster({ durable: true });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NOVAVOX_PORT_OFFSET: String(portOffset),
  RELEASES_DIR: releases,
  API_DIST: apiDist,
  DATABASE_URL: postgres.url,
  LOG_LEVEL: 'warn',
  // The bench is one client address: the per-address limits would refuse most of its load.
  FORM_RATE_LIMIT_PER_MINUTE: '10000000',
  EVENTS_RATE_LIMIT_PER_MINUTE: '10000000',
  // And nginx's edge limits in front of them (docs/serving.md, "The edge").
  NGINX_EDGE_LIMITS: 'off',
  NGINX_LOG_DIR: join(work, 'nginx-logs'),
};
const targets = { shell: origin('shell'), api: origin('api') };
const siteLog = createWriteStream(join(work, 'site.log'));
const site: { launcher: ChildProcess | null } = { launcher: null };

function startSite(): Promise<void> {
  const child = spawn(process.execPath, [join(serverDist, 'serve-nginx.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.launcher = child;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      siteLog.write(chunk);
      for (const line of chunk.toString().split('\n')) if (line.startsWith('launcher:')) console.log(`  ${line}`);
    });
  }
  return untilAnswering(`${targets.shell}/remotes.json`, {
    timeoutMs: 120_000,
    failure: () => 'Timed out after 120 s',
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function ops(...args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(serverDist, 'ops.js'), ...args], { env, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`ops ${args.join(' ')} exited ${code}`))));
  });
}

interface LauncherProcess {
  port: number | null;
  pid: number | null;
}

async function launcherProcesses(): Promise<LauncherProcess[]> {
  const { prefix } = JSON.parse(await readFile(join(releases, 'nginx-site.json'), 'utf8')) as { prefix: string };
  return (JSON.parse(await readFile(join(prefix, 'launcher.json'), 'utf8')) as { processes: LauncherProcess[] })
    .processes;
}

/** Each operation; resolves with the time to recover (the site whole again), in ms. */
const drainFlag = values['drain-nginx'] ? ['--drain-nginx'] : [];
const operations: Record<Scenario, (load: { stopping: () => void }) => Promise<number>> = {
  reference: async () => 0,
  'kill-9': async () => {
    const api = (await launcherProcesses()).find((process) => process.port !== null);
    if (!api?.pid || !api.port) throw new Error('no api process');
    const started = Date.now();
    process.kill(api.pid, 'SIGKILL');
    // Asked every 50 ms: the figure is the time to recover, so the wait must not round it much.
    await waitFor(
      async () => {
        const now = (await launcherProcesses()).find((process) => process.port === api.port);
        return Boolean(now?.pid && now.pid !== api.pid) && answersOk(`http://127.0.0.1:${api.port}/ready`);
      },
      { timeoutMs: 60_000, intervalMs: 50, what: `the killed api process on ${api.port} answering again` },
    );
    return Date.now() - started;
  },
  'rolling-restart': () => timed(() => ops('rolling-restart', ...drainFlag)),
  'api-deploy': () => timed(() => ops('deploy-api', '--build', join(root, 'api/dist'), ...drainFlag)),
  'shell-deploy': () => timed(() => ops('deploy-shell', '--build', join(root, 'shell/dist'))),
  'graceful-stop': async (load) => {
    const exited = new Promise((done) => site.launcher?.once('exit', done));
    const started = Date.now();
    load.stopping();
    await ops('stop');
    await exited;
    return Date.now() - started;
  },
};

async function timed(operation: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await operation();
  return Date.now() - started;
}

function psql(query: string): string[] {
  return execFileSync('psql', [postgres.url, '-At', '-c', query], { maxBuffer: 256 * 1024 * 1024 })
    .toString()
    .split('\n')
    .filter(Boolean);
}

function lost(result: LoadResult, tag: string): number {
  const events = new Set(psql(`select page_path from analytics_events where page_path like '/bench/${tag}-%'`));
  const signUps = new Set(psql(`select email from waitlist_signups where email like '${tag}-%'`));
  let missing = 0;
  for (const path of result.acknowledgedEvents) if (!events.has(path)) missing += 1;
  for (const email of result.acknowledgedSignUps) if (!signUps.has(email)) missing += 1;
  return missing;
}

const rows: string[][] = [];
try {
  await startSite();
  console.log(
    `ops bench: ${loadSeconds} s of load per scenario, ${workers} workers, through ${targets.shell}${drainFlag.length ? ', nginx drained' : ''}`,
  );
  for (const scenario of chosen) {
    const tag = `${scenario}-${Date.now()}`;
    const load = startLoad({ ...targets, tag }, workers);
    const started = Date.now();
    await sleep((loadSeconds * 1000) / 3);
    console.log(`  ${scenario}: running`);
    const recoveryMs = await operations[scenario](load);
    // After the graceful stop nothing answers: the load ends once the site is down.
    if (scenario !== 'graceful-stop') await sleep(Math.max(0, loadSeconds * 1000 - (Date.now() - started)));
    const result = await load.stop();
    // Event batches are stored shortly after their 202.
    await sleep(2000);
    const missing = lost(result, tag);
    rows.push([
      scenario,
      String(result.sent),
      String(result.failed),
      String(missing),
      String(result.refused),
      scenario === 'reference' ? '-' : `${(recoveryMs / 1000).toFixed(2)} s`,
      `${result.acknowledgedEvents.size}/${result.acknowledgedSignUps.size}`,
    ]);
    for (const failure of result.failures) console.log(`    failure: ${failure}`);
    if (scenario === 'graceful-stop') break;
  }
} finally {
  if (site.launcher && site.launcher.exitCode === null) {
    const exited = new Promise((done) => site.launcher?.once('exit', done));
    site.launcher.kill('SIGTERM');
    await exited;
  }
  postgres.stop();
  siteLog.end();
  await rm(apiDist, { force: true });
  for (const name of await readdir(apiDeploys)) {
    if (name.startsWith('api-')) await rm(join(apiDeploys, name), { recursive: true, force: true });
  }
  await rm(join(root, 'shell/deploys'), { recursive: true, force: true });
}

const header = ['operation', 'sent', 'failed', 'ack-lost', 'refused', 'recovered in', 'acked events/sign-ups'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
console.log(`\n${line(header)}\n${rows.map(line).join('\n')}`);
console.log(
  '\ngoal: failed 0 and ack-lost 0 in every row. refused: requests sent after the graceful stop began, turned away unanswered (not failures).',
);
console.log(`site log: ${join(work, 'site.log')}; nginx's logs: ${join(work, 'nginx-logs')}`);
