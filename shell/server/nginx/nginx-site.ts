import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { get as httpsGet } from 'node:https';
import { join } from 'node:path';
import { childPids } from '@novavox/contracts-site/child-pids';
import type { RemoteLocations } from '@novavox/contracts-site/remotes';
import { REMOTE_STATUS_PATH, siteRoutes } from '@novavox/contracts-site/routes';
import { buildRuntimeConfig, parseRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import type { RuntimeEnv } from '@novavox/contracts-site/topology';
import { waitUntil } from '@novavox/contracts-site/wait-until';
import { atomicWrite } from '../atomic-files';
import { notFoundHtml } from '../not-found-html';
import { COPY_STATE_PATH, dataBlockJson, EXPERIMENT_STATE_PATH } from '../page-islands';
import { prerenderedPages } from '../prerendered-pages';
import { isRunning } from '../processes/process-alive';
import { readReleaseState, releasedLocations } from '../releases';
import { remoteLocationsFromEnv, runtimeFileContents } from '../runtime-files';
import { contentSecurityPolicy, securityHeaders } from '../security-headers';
import { SITE_GENERATION_HEADER, siteInstanceHeaders } from '../site-instance';
import { releaseApp, servedRelease } from '../site-release/served-release';
import { type NginxApp, type NginxConfigInputs, nginxConfig, type ShellSite, siteConfig } from './nginx-config';
import { precompress } from './precompress';

/**
 * What nginx serves on the shell's origin, written as files: /remotes.json from the release state, robots.txt,
 * sitemap.xml, the fallbacks of /config.json and of the pages' experiment state island, and one HTML file per route of the route table (the prerendered page
 * while every remote it was composed from is still live, else the plain shell page), each with its CSP (the
 * hashes of the page's inline elements included) in the generated configuration. Written again by `pnpm ship`
 * and `ship:rollback` (release-remote.ts), followed by a reload of nginx.
 */
export interface NginxSiteInputs extends Omit<NginxConfigInputs, 'shell'> {
  env: RuntimeEnv;
  shell: NginxApp;
  /** Where the generated files go (inside the prefix). */
  siteDir: string;
  siteInstance: string;
  /** The nginx program, for the release tool's reload. */
  nginx: string;
  /**
   * An installed nginx's site file (e.g. /etc/nginx/sites-available/novavox): the configuration is written there
   * without nginx's main context, and reloads go to the system's nginx. Unset: a whole configuration in the prefix.
   */
  siteFile?: string;
  /**
   * SITE_RELEASE_ROOT (docs/shipping.md, "Site releases"): the shell and the remotes are then served from the
   * release `current` names, resolved at each write, and `shell.dist`/`remotes[].dist` are ignored.
   */
  siteReleaseRoot?: string | null;
}

/** Where an installed nginx (Debian's) keeps its pid. */
const SYSTEM_NGINX_PID = '/run/nginx.pid';
/** Debian's nginx MIME types, which an installed site and a local one both include. */
export const SYSTEM_MIME_TYPES = '/etc/nginx/mime.types';

/** Where a site keeps the inputs it was written from, so that a ship, a rollback or the launcher can write it again. */
export function siteInputsFile(prefix: string): string {
  return join(prefix, 'site-inputs.json');
}

export const NGINX_SITE_STATE_FILE = 'nginx-site.json';

export async function writeNginxSite(saved: NginxSiteInputs): Promise<{ conf: string; generation: string }> {
  const { siteDir, env } = saved;
  await mkdir(join(siteDir, 'pages'), { recursive: true });
  // Under a site release the configuration names the release's real folder, not `current`: a worker of the old
  // configuration keeps serving the old release whole until it exits, the new workers the new one.
  const release = saved.siteReleaseRoot
    ? await servedRelease(saved.siteReleaseRoot, remoteLocationsFromEnv(env))
    : null;
  const inputs: NginxSiteInputs = release
    ? {
        ...saved,
        shell: releaseApp(release, saved.shell),
        remotes: saved.remotes.map((remote) => releaseApp(release, remote)),
      }
    : saved;
  const remotes: RemoteLocations = releasedLocations(
    release?.locations ?? remoteLocationsFromEnv(env),
    await readReleaseState(inputs.releasesDir),
  );
  const runtimeFiles = runtimeFileContents(env);
  const config = buildRuntimeConfig(env);
  const parsed = parseRuntimeConfig(JSON.parse(runtimeFiles['/config.json']));
  const configValue = parsed.ok ? parsed.value : null;
  const { experiments: defaultStates, ...configWithoutStates } = config;

  await atomicWrite(join(siteDir, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  await atomicWrite(join(siteDir, 'robots.txt'), runtimeFiles['/robots.txt']);
  await atomicWrite(join(siteDir, 'sitemap.xml'), runtimeFiles['/sitemap.xml']);
  await atomicWrite(join(siteDir, 'config.json'), runtimeFiles['/config.json']);
  // A page's island until the api has answered once: the site-wide default, as the Node server serves it.
  await atomicWrite(join(siteDir, EXPERIMENT_STATE_PATH.slice(1)), dataBlockJson({ experiments: defaultStates }));
  // The copy island's content while the api has never answered: no copy, every slot shows its default.
  await atomicWrite(join(siteDir, COPY_STATE_PATH.slice(1)), dataBlockJson({ slotCopy: {}, running: [] }));

  const plainHtml = await readFile(join(inputs.shell.dist, 'index.html'), 'utf8');
  const plainCsp = contentSecurityPolicy({ remotes, config: configValue });
  const prerendered = prerenderedPages(inputs.shell.dist);
  const pages: ShellSite['pages'] = [];
  const paths = [...siteRoutes.map((route) => route.path), REMOTE_STATUS_PATH];
  for (const [index, path] of paths.entries()) {
    const page = await prerendered(path, remotes);
    const html = page?.html ?? plainHtml;
    // Named by content: until nginx has reloaded, its workers keep the old configuration and the old file, so a
    // page and its CSP always match.
    const file = `page-${index}-${contentHash(html)}.html`;
    await atomicWrite(join(siteDir, 'pages', file), html);
    pages.push({
      path,
      file,
      csp: page ? contentSecurityPolicy({ remotes, config: configValue, inline: page.inline }) : plainCsp,
    });
  }
  const notFoundPage = notFoundHtml(plainHtml);
  const notFoundFile = `not-found-${contentHash(notFoundPage)}.html`;
  await atomicWrite(join(siteDir, 'pages', notFoundFile), notFoundPage);

  const conf = inputs.siteFile ?? join(inputs.prefix, 'nginx.conf');
  const configuration = (generation: string) => {
    // The shell's files and its pages carry the same headers (the pages' policy is set per page by nginx-config).
    const shellHeaders = { ...securityHeaders(plainCsp), ...siteInstanceHeaders(inputs.siteInstance, generation) };
    return (inputs.siteFile ? (site: NginxConfigInputs) => `${siteConfig(site)}\n` : nginxConfig)({
      ...inputs,
      shell: {
        ...inputs.shell,
        siteDir,
        pages,
        notFound: { file: notFoundFile, csp: plainCsp },
        headers: shellHeaders,
        pageHeaders: shellHeaders,
        // The api's document begins with its states; nginx puts the rest of the config before them.
        configPrefix: `${JSON.stringify(configWithoutStates).slice(0, -1)},"experiments":`,
      },
      remoteHeaders: securityHeaders(contentSecurityPolicy({ remotes: null, config: configValue })),
    });
  };
  // The generation is the configuration's own hash: the release tool waits until nginx answers with it.
  const generation = contentHash(configuration(''));
  await atomicWrite(conf, configuration(generation));
  // The release tool finds the live nginx site through the releases folder, and its inputs (the environment
  // included, so readable by this user alone) in the prefix.
  await writeFile(siteInputsFile(inputs.prefix), `${JSON.stringify(saved)}\n`, { mode: 0o600 });
  await mkdir(inputs.releasesDir, { recursive: true });
  await atomicWrite(join(inputs.releasesDir, NGINX_SITE_STATE_FILE), `${JSON.stringify({ prefix: inputs.prefix })}\n`);
  return { conf, generation };
}

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/**
 * After a ship or a rollback (of a remote; or of a site release, `only.siteReleaseRoot`: then only a site serving
 * from that folder): writes the shell's files and configuration again from the new release state and reloads
 * nginx (gracefully: answers in flight finish on the old workers). False when no such nginx site is running.
 */
export async function refreshNginxSite(releasesDir: string, only: { siteReleaseRoot?: string } = {}): Promise<boolean> {
  const pointer = await readFile(join(releasesDir, NGINX_SITE_STATE_FILE), 'utf8').catch(() => null);
  if (pointer === null) return false;
  const { prefix } = JSON.parse(pointer) as { prefix: string };
  const saved = await readFile(siteInputsFile(prefix), 'utf8').catch(() => null);
  // Left behind by an nginx that was killed: nothing to refresh.
  if (saved === null) return false;
  const inputs = JSON.parse(saved) as NginxSiteInputs;
  // After a site release switch: only a site that serves from that release folder.
  if (only.siteReleaseRoot !== undefined && inputs.siteReleaseRoot !== only.siteReleaseRoot) return false;
  const pidFile = inputs.siteFile ? SYSTEM_NGINX_PID : join(prefix, 'nginx.pid');
  const masterPid = Number((await readFile(pidFile, 'utf8').catch(() => '')).trim());
  if (!isRunning(masterPid)) return false;
  await precompress(releasesDir);
  const { conf, generation } = await writeNginxSite(inputs);
  const oldWorkers = await childPids(masterPid);
  execFileSync(
    inputs.nginx,
    inputs.siteFile
      ? ['-s', 'reload']
      : ['-p', prefix, '-c', conf, '-e', join(inputs.logDir, 'error.log'), '-s', 'reload'],
  );
  // The reload is a signal: wait until the shell answers from the new configuration and the old workers have
  // finished their requests and exited (until then one may still take a new connection), so that the next page
  // load after `pnpm ship` or a site release's activation sees the release.
  let loaded = false;
  await waitUntil(
    async () => {
      loaded ||=
        (await localAnswer(shellUrl(inputs, '/remotes.json')))?.headers[SITE_GENERATION_HEADER.toLowerCase()] ===
        generation;
      return loaded && !(await childPids(masterPid)).some((pid) => oldWorkers.includes(pid));
    },
    { timeoutMs: 30_000, intervalMs: 50 },
  );
  // Settled, or a worker still finishing a long request serves the old files whole: the new configuration is in place.
  if (loaded) return true;
  throw new Error(`nginx did not load its new configuration within 30 s (see ${join(inputs.logDir, 'error.log')}).`);
}

/** The shell's own address on this machine, over https when the site has TLS. */
export function shellUrl(inputs: Pick<NginxSiteInputs, 'host' | 'shell' | 'tls'>, path: string): string {
  const host = inputs.host === '0.0.0.0' || inputs.host === '::' ? '127.0.0.1' : inputs.host;
  return `${inputs.tls ? 'https' : 'http'}://${host}:${inputs.shell.port}${path}`;
}

/**
 * Asks this machine's own nginx: whether it answers, and with what. Over https the certificate names the public
 * host, not 127.0.0.1, so it is not checked here: this is a liveness probe on loopback, never a visitor's request.
 */
export function localAnswer(url: string): Promise<{ status: number; headers: IncomingHttpHeaders } | null> {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve) => {
    const request = get(url, { rejectUnauthorized: false, timeout: 5000 }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    });
    request.on('error', () => resolve(null));
    request.on('timeout', () => request.destroy());
  });
}

/** When nginx stops: the release tool no longer has a site to refresh. */
export async function forgetNginxSite(releasesDir: string): Promise<void> {
  await rm(join(releasesDir, NGINX_SITE_STATE_FILE), { force: true });
}
