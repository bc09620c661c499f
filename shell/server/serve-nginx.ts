import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { LOCAL_HOST, localOrigin, localPort, portOffsetFrom } from '@novavox/contracts-site/topology';
import { edgeOptionsFromEnv } from './nginx/edge-env';
import { forgetNginxSite, localAnswer, shellUrl, writeNginxSite } from './nginx/nginx-site';
import { precompress } from './nginx/precompress';
import { releasesDir } from './releases';
import { servedApps, workspaceRoot } from './site-layout';

/**
 * `pnpm run serve:nginx`: the same build as `pnpm serve`, on the same ports, through Debian's nginx
 * (`.ci/ensure-tools.sh --nginx`) run unprivileged from a temporary prefix, with the api's processes (API_PROCESSES,
 * two by default) behind it. Builds are precompressed first (.br/.gz next to each file).
 */
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const portOffset = portOffsetFrom(process.env);
const host = process.env.HOST ?? LOCAL_HOST;
const apps = servedApps(portOffset);
const releases = releasesDir();
const processCount = Number(process.env.API_PROCESSES ?? 2);
const shellOrigins = (
  process.env.SITE_ORIGINS ?? `${localOrigin('shell', portOffset)},http://localhost:${apps.shell.port}`
)
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

if (!existsSync(NGINX)) {
  console.error(`nginx is not installed (${NGINX}): run "bash .ci/ensure-tools.sh --nginx".`);
  process.exit(1);
}
for (const app of [apps.shell, ...apps.remotes]) {
  if (!existsSync(join(app.dist, 'index.html'))) {
    console.error(`No build found in ${app.dist}. Run "pnpm build" first.`);
    process.exit(1);
  }
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
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
})();

const prefix = await mkdtemp(join(tmpdir(), 'novavox-nginx-'));
const children: ChildProcess[] = [];
let nginx: ChildProcess | null = null;
let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(child === nginx ? 'SIGQUIT' : 'SIGTERM');
  void forgetNginxSite(releases).finally(() => {
    const exits = children.map((child) =>
      child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)),
    );
    void Promise.all(exits).then(async () => {
      await rm(prefix, { recursive: true, force: true });
      process.exit(code);
    });
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function watch(child: ChildProcess, name: string): ChildProcess {
  children.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the site.`);
    stop(1);
  });
  return child;
}

for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
  await mkdir(join(prefix, 'tmp', kind), { recursive: true });
await mkdir(edge.logDir, { recursive: true });
for (const app of [apps.shell, ...apps.remotes]) await precompress(app.dist);
if (existsSync(releases)) await precompress(releases);

// One process at a time until each is ready: the first one migrates the database.
const apiPort = localPort('api', portOffset);
const processPorts = Array.from({ length: processCount }, (_, index) => apiPort + 10 + index);
for (const [index, port] of processPorts.entries()) {
  watch(
    spawn(process.execPath, ['--enable-source-maps', join(workspaceRoot, 'api/dist/server.js')], {
      env: { ...process.env, API_HOST: '127.0.0.1', API_PORT: String(port), TRUST_PROXY: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
    `api process ${index + 1}`,
  );
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
  shellOrigins,
  ...edge,
  mimeTypes: '/etc/nginx/mime.types',
  workerUser: process.getuid?.() === 0 ? userInfo().username : null,
  siteInstance: randomUUID(),
  nginx: NGINX,
};
const { conf } = await writeNginxSite(site);
nginx = watch(
  spawn(NGINX, ['-p', prefix, '-c', conf, '-e', join(edge.logDir, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
  'nginx',
);
await waitFor(shellUrl(site, '/remotes.json'));

console.log(`\n  NovaVox is running behind nginx at ${shellUrl(site, '')}\n`);
for (const remote of apps.remotes)
  console.log(`  ${remote.service.padEnd(15)} ${localOrigin(remote.service, portOffset)}`);
console.log(`  ${'api'.padEnd(15)} ${localOrigin('api', portOffset)} (${processCount} processes)`);
console.log(
  `\n  nginx prefix: ${prefix}\n  nginx logs: ${edge.logDir}\n  Releases: ${releases}\n  Press Ctrl-C to stop.\n`,
);

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (stopping) return;
    if ((await localAnswer(url))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.error(`${url} did not answer; stopping the site.`);
  stop(1);
}
