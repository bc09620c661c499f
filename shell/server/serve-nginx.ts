import { randomUUID } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import {
  LOCAL_HOST,
  localOrigin,
  localPort,
  localShellOrigins,
  portOffsetFrom,
} from '@novavox/contracts-site/topology';
import { waitUntil } from '@novavox/contracts-site/wait-until';
import { edgeOptionsFromEnv, nginxBinary } from './nginx/edge-env';
import { forgetNginxSite, localAnswer, SYSTEM_MIME_TYPES, shellUrl, writeNginxSite } from './nginx/nginx-site';
import { precompress } from './nginx/precompress';
import { LAUNCHER_STATE_FILE, writeLauncherState } from './processes/launcher-state';
import { startOrphanWatchdog } from './processes/orphan-watchdog';
import { SupervisedProcess } from './processes/supervised-process';
import { releasesDir } from './releases';
import { shellOrigins } from './shell-origins';
import { missingBuildProblem, servedApps, siteReleaseRoot, workspaceRoot } from './site-layout';

/**
 * `pnpm run serve:nginx`: the same build as `pnpm serve`, on the same ports, through Debian's nginx
 * (`.ci/ensure-tools.sh --nginx`) run unprivileged from a temporary prefix, with the api's processes (API_PROCESSES,
 * two by default) behind it. Builds are precompressed first (.br/.gz next to each file).
 *
 * Every process is supervised (processes/supervised-process.ts): one that exits, even with 0, is started again
 * after a short, growing wait, and the site keeps serving from the others; restarts are logged and counted in the
 * prefix's launcher.json and launcher.prom. SIGTERM, SIGINT (Ctrl-C) or SIGHUP stops gracefully: nginx first
 * (SIGQUIT: it stops accepting and finishes the requests in flight, which need the api), then the api processes
 * (SIGTERM: each finishes its own requests and stores what it acknowledged). The operations commands (`pnpm ops`, see
 * docs/deploy.md) restart, deploy and stop through the files this launcher writes.
 */
const NGINX = nginxBinary(process.env);
const portOffset = portOffsetFrom(process.env);
const host = process.env.HOST ?? LOCAL_HOST;
// With SITE_RELEASE_ROOT the files come from its current release, not from the workspace's builds
// (docs/shipping.md, "Site releases"): `pnpm release:activate` then switches them with one nginx reload.
const releaseRoot = siteReleaseRoot(process.env);
const apps = servedApps(portOffset, releaseRoot);
const releases = releasesDir();
// A deploy (`pnpm ops deploy-api`) switches a symlink here; each start runs the build it points to at that moment.
const apiDist = process.env.API_DIST ?? join(workspaceRoot, 'api/dist');
const processCount = Number(process.env.API_PROCESSES ?? 2);
const siteShellOrigins = shellOrigins(process.env, localShellOrigins(portOffset));

if (!existsSync(NGINX)) {
  console.error(`nginx is not installed (${NGINX}): run "bash .ci/ensure-tools.sh --nginx".`);
  process.exit(1);
}
const missingBuild = missingBuildProblem(apps, releaseRoot);
if (missingBuild) {
  console.error(missingBuild);
  process.exit(1);
}
if (!Number.isInteger(processCount) || processCount < 1) {
  console.error(`API_PROCESSES must be a whole number of 1 or more, not "${process.env.API_PROCESSES}".`);
  process.exit(1);
}
// TLS, logs, limits: docs/serving.md, "The edge".
const edge = (() => {
  try {
    return edgeOptionsFromEnv(process.env, apps.shell.port);
  } catch (error) {
    console.error(errorMessage(error));
    process.exit(1);
  }
})();

const prefix = await mkdtemp(join(tmpdir(), 'novavox-nginx-'));
const processes: SupervisedProcess[] = [];
let nginx: SupervisedProcess | null = null;
let stopping = false;
const log = (line: string) => console.error(`launcher: ${line}`);

/** nginx drains first (the requests in flight still need the api), then every api process at once. */
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('stopping: nginx finishes the requests in flight, then the api processes theirs');
  await forgetNginxSite(releases);
  if (nginx) await nginx.stop('SIGQUIT');
  await Promise.all(processes.filter((child) => child !== nginx).map((child) => child.stop('SIGTERM')));
  await rm(prefix, { recursive: true, force: true });
  process.exit(code);
}
// The children run in process groups of their own (supervised-process.ts): these signals reach the launcher alone,
// Ctrl-C in its terminal included, and it stops them in order. SIGHUP: the terminal closed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));
// Should the launcher itself fail, its detached children must not outlive it: on an error here, and on SIGKILL
// through the watchdog.
process.on('exit', () => {
  for (const child of processes) if (child.pid !== null) child.signal('SIGTERM');
});
startOrphanWatchdog(join(prefix, LAUNCHER_STATE_FILE));

function saveState(): void {
  void writeLauncherState(prefix, {
    pid: process.pid,
    apiDist,
    processes: processes.map((child) => ({
      name: child.spec.name,
      port: child.spec.name.startsWith('api:') ? Number(child.spec.name.slice(4)) : null,
      pid: child.pid,
      restarts: child.restarts,
    })),
  }).catch((error: Error) => log(`could not write the launcher state: ${error.message}`));
}

function supervise(spec: SupervisedProcess['spec']): SupervisedProcess {
  const child = new SupervisedProcess(spec, { log, started: () => saveState() });
  processes.push(child);
  child.start();
  return child;
}

for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
  await mkdir(join(prefix, 'tmp', kind), { recursive: true });
await mkdir(edge.logDir, { recursive: true });
// A site release comes precompressed and is never written to (its manifest lists every file).
if (!releaseRoot) for (const app of [apps.shell, ...apps.remotes]) await precompress(app.dist);
if (existsSync(releases)) await precompress(releases);

// One process at a time until each is ready: the first one migrates the database.
const apiPort = localPort('api', portOffset);
const processPorts = Array.from({ length: processCount }, (_, index) => apiPort + 10 + index);
for (const port of processPorts) {
  supervise({
    name: `api:${port}`,
    // The build's real folder, so that `ps` and the log show which deploy a process runs.
    command: () => ({
      file: process.execPath,
      args: ['--enable-source-maps', realpathSync(join(apiDist, 'server.js'))],
      env: { ...process.env, API_HOST: '127.0.0.1', API_PORT: String(port), TRUST_PROXY: '1' },
    }),
  });
  await waitFor(`http://127.0.0.1:${port}/ready`);
}

const site = {
  env: process.env,
  prefix,
  siteDir: join(prefix, 'site'),
  host,
  shell: apps.shell,
  remotes: apps.remotes,
  api: { port: apiPort, processPorts },
  releasesDir: releases,
  siteReleaseRoot: releaseRoot,
  shellOrigins: siteShellOrigins,
  ...edge,
  mimeTypes: SYSTEM_MIME_TYPES,
  workerUser: process.getuid?.() === 0 ? userInfo().username : null,
  siteInstance: randomUUID(),
  nginx: NGINX,
};
const { conf } = await writeNginxSite(site);
nginx = supervise({
  name: 'nginx',
  command: () => ({
    file: NGINX,
    args: ['-p', prefix, '-c', conf, '-e', join(edge.logDir, 'error.log'), '-g', 'daemon off;'],
    env: process.env,
  }),
});
await waitFor(shellUrl(site, '/remotes.json'));

console.log(`\n  NovaVox is running behind nginx at ${shellUrl(site, '')}\n`);
for (const remote of apps.remotes)
  console.log(`  ${remote.service.padEnd(15)} ${localOrigin(remote.service, portOffset)}`);
console.log(`  ${'api'.padEnd(15)} ${localOrigin('api', portOffset)} (${processCount} processes)`);
console.log(
  `\n  nginx prefix: ${prefix} (launcher.json, launcher.prom: restarts)\n  nginx logs: ${edge.logDir}\n  Releases: ${releases}${releaseRoot ? `\n  Site release: ${releaseRoot}/current` : ''}\n  Press Ctrl-C to stop.\n`,
);

async function waitFor(url: string): Promise<void> {
  const answered = async () => (await localAnswer(url))?.status === 200;
  if ((await waitUntil(answered, { timeoutMs: 60_000, intervalMs: 100, cancelled: () => stopping })) || stopping)
    return;
  console.error(`${url} did not answer; stopping the site.`);
  await stop(1);
}
