import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { LocalService } from '@novavox/contracts-site/topology';
import { edgeOptionsFromEnv } from './nginx/edge-env';
import { writeNginxSite } from './nginx/nginx-site';
import { precompress } from './nginx/precompress';
import { releasesDir } from './releases';
import { type ServedApp, servedApps } from './site-layout';

/**
 * `pnpm --filter @novavox/shell run nginx:site <file>`: writes the site for an installed nginx (Debian's) to
 * <file>, e.g. /etc/nginx/sites-available/novavox, and its pages and fallbacks to NGINX_STATE_DIR; nothing is
 * started. Each origin listens on the port of its public URL (PUBLIC_SITE_URL, PUBLIC_API_URL, REMOTE_*_URL;
 * 443 for https) under its host name, so every origin can share 443. Then: `nginx -t && systemctl reload nginx`.
 * See docs/serving.md, "The edge".
 */
const target = process.argv[2];
if (!target || target.startsWith('-')) {
  console.error('Usage: write-nginx-site <site file>, e.g. /etc/nginx/sites-available/novavox');
  process.exit(2);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** An origin's port and host name from its public URL. */
function listenOf(variable: string, url: string | undefined): { port: number; name: string } {
  if (!url) fail(`${variable} must be set: the public URL nginx answers for.`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    fail(`${variable} must be an absolute http(s) URL, not "${url}".`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    fail(`${variable} must be an absolute http(s) URL, not "${url}".`);
  return {
    port: Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80)),
    name: parsed.hostname,
  };
}

const env = process.env;
const apps = servedApps(0);
const shellListen = listenOf('PUBLIC_SITE_URL', env.PUBLIC_SITE_URL);
const apiListen = listenOf('PUBLIC_API_URL', env.PUBLIC_API_URL);
const remotes: (ServedApp & { name: string })[] = apps.remotes.map((remote) => {
  const variable = `REMOTE_${remote.service.toUpperCase()}_URL`;
  return { ...remote, ...listenOf(variable, env[variable]) };
});
const origins = [
  { service: 'shell', ...shellListen },
  { service: 'api', ...apiListen },
  ...remotes.map((remote) => ({ service: remote.service, port: remote.port, name: remote.name })),
];
const seen = new Map<string, string>();
for (const origin of origins) {
  const key = `${origin.name}:${origin.port}`;
  const other = seen.get(key);
  if (other) fail(`${origin.service} and ${other} would share ${key}: give each origin its own host name or port.`);
  seen.set(key, origin.service);
}

const edge = (() => {
  try {
    // Installed, the plain-http port is 80 unless told.
    return edgeOptionsFromEnv({ NGINX_HTTP_PORT: '80', ...env }, shellListen.port);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
})();
const processPorts = (env.API_PROCESS_PORTS?.trim() || '8797,8798').split(',').map((port) => Number(port.trim()));
if (processPorts.some((port) => !Number.isInteger(port) || port < 1 || port > 65535))
  fail(`API_PROCESS_PORTS must list ports from 1 to 65535, comma-separated, not "${env.API_PROCESS_PORTS}".`);
for (const app of [apps.shell, ...apps.remotes])
  if (!existsSync(join(app.dist, 'index.html'))) fail(`No build found in ${app.dist}. Run "pnpm build" first.`);

const stateDir = resolve(env.NGINX_STATE_DIR?.trim() || '/var/lib/novavox/nginx');
await mkdir(join(stateDir, 'tmp', 'states'), { recursive: true });
await mkdir(edge.logDir, { recursive: true });
const releases = releasesDir();
for (const app of [apps.shell, ...apps.remotes]) await precompress(app.dist);
if (existsSync(releases)) await precompress(releases);

const serverNames: Partial<Record<LocalService, string>> = Object.fromEntries(
  origins.map((origin) => [origin.service, origin.name]),
);
const { conf } = await writeNginxSite({
  env,
  prefix: stateDir,
  siteDir: join(stateDir, 'site'),
  siteFile: resolve(target),
  host: env.HOST?.trim() || '*',
  shell: { ...apps.shell, port: shellListen.port },
  remotes: remotes.map(({ service, dist, port }) => ({ service, dist, port })),
  api: { port: apiListen.port, processPorts },
  serverNames,
  releasesDir: releases,
  shellOrigins: (env.SITE_ORIGINS?.trim() || new URL(env.PUBLIC_SITE_URL ?? '').origin)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  ...edge,
  mimeTypes: '/etc/nginx/mime.types',
  workerUser: null,
  siteInstance: randomUUID(),
  nginx: env.NGINX ?? '/usr/sbin/nginx',
});
console.log(`Wrote ${conf}; pages in ${join(stateDir, 'site')}; logs to ${edge.logDir}.`);
console.log('Next: ln -sf it into /etc/nginx/sites-enabled/, then nginx -t && systemctl reload nginx.');
