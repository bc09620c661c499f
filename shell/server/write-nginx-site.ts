import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { edgeOptionsFromEnv, nginxBinary } from './nginx/edge-env';
import { installedOrigins } from './nginx/installed-origins';
import { SYSTEM_MIME_TYPES, writeNginxSite } from './nginx/nginx-site';
import { precompress } from './nginx/precompress';
import { apiProcessPorts } from './operations/api-process-ports';
import { releasesDir } from './releases';
import { shellOrigins } from './shell-origins';
import { missingBuildProblem, servedApps, siteReleaseRoot } from './site-layout';

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

const env = process.env;
// With SITE_RELEASE_ROOT, the current site release's files (docs/shipping.md, "Site releases"): a server with
// `pnpm install --prod` and a release needs no build of its own.
const releaseRoot = siteReleaseRoot(env);
const apps = servedApps(0, releaseRoot);
const origins = (() => {
  try {
    return installedOrigins(env, apps);
  } catch (error) {
    fail(errorMessage(error));
  }
})();

const edge = (() => {
  try {
    // Installed, the plain-http port is 80 unless told.
    return edgeOptionsFromEnv({ NGINX_HTTP_PORT: '80', ...env }, origins.shellPort);
  } catch (error) {
    fail(errorMessage(error));
  }
})();
const processPortsRead = apiProcessPorts('API_PROCESS_PORTS', env.API_PROCESS_PORTS);
if ('problem' in processPortsRead) fail(processPortsRead.problem);
const processPorts = processPortsRead.ports;
const missingBuild = missingBuildProblem(apps, releaseRoot);
if (missingBuild) fail(missingBuild);

const stateDir = resolve(env.NGINX_STATE_DIR?.trim() || '/var/lib/novavox/nginx');
await mkdir(join(stateDir, 'tmp', 'states'), { recursive: true });
await mkdir(edge.logDir, { recursive: true });
const releases = releasesDir();
// A site release comes precompressed and is never written to (its manifest lists every file).
if (!releaseRoot) for (const app of [apps.shell, ...apps.remotes]) await precompress(app.dist);
if (existsSync(releases)) await precompress(releases);

const { conf } = await writeNginxSite({
  env,
  prefix: stateDir,
  siteDir: join(stateDir, 'site'),
  siteFile: resolve(target),
  host: env.HOST?.trim() || '*',
  shell: { ...apps.shell, port: origins.shellPort },
  remotes: origins.remotes,
  api: { port: origins.apiPort, processPorts },
  serverNames: origins.serverNames,
  releasesDir: releases,
  siteReleaseRoot: releaseRoot,
  // PUBLIC_SITE_URL was checked by installedOrigins above.
  shellOrigins: shellOrigins(env, [new URL(env.PUBLIC_SITE_URL ?? '').origin]),
  ...edge,
  mimeTypes: SYSTEM_MIME_TYPES,
  workerUser: null,
  siteInstance: randomUUID(),
  nginx: nginxBinary(env),
});
console.log(`Wrote ${conf}; pages in ${join(stateDir, 'site')}; logs to ${edge.logDir}.`);
console.log('Next: ln -sf it into /etc/nginx/sites-enabled/, then nginx -t && systemctl reload nginx.');
