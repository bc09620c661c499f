import { cp, lstat, readdir, readlink, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { answersOk, waitUntil } from '@novavox/contracts-site/wait-until';
import { switchLink } from '../atomic-files';
import { refreshNginxSite } from '../nginx/nginx-site';
import { precompress } from '../nginx/precompress';
import { isRunning } from '../processes/process-alive';
import { activateRelease } from '../site-release/site-releases';
import { type LauncherSite, readSiteInputs, reconfigureNginx } from './launcher-site';
import { launcherManager, type ProcessManager } from './process-managers';

/**
 * The operations of docs/deploy.md, on the site the launcher runs (and the rolling restart on supervisord's or
 * systemd's too). None of them stops the site: nginx always has a live process to send a request to, and a
 * process is only stopped once nginx no longer sends it anything.
 */
export type Report = (line: string) => void;

/** Old builds kept beside the live one (the previous one is a rollback away). */
const KEPT_BUILDS = 3;

export async function waitReady(port: number, timeoutMs = 60_000): Promise<void> {
  if (await waitUntil(() => answersOk(`http://127.0.0.1:${port}/ready`), { timeoutMs, intervalMs: 100 })) return;
  throw new Error(`The api process on port ${port} was not ready within ${timeoutMs / 1000} s.`);
}

/**
 * One api process at a time: restarted (SIGTERM: it stops accepting, finishes its own requests and stores what it
 * acknowledged), and the next one only once its /ready answers. nginx's failover covers the gap: a refused
 * connection, or an idle one the stopping process closed, is retried on the other process. With `drainSite`,
 * the process is first marked down in nginx's upstream and put back after (two graceful reloads per process);
 * the bench measured this as worse (a reload closes the visitors' idle connections, see docs/deploy.md), so it is
 * an option.
 */
export async function rollingRestart(
  ports: readonly number[],
  manager: ProcessManager,
  drainSite: LauncherSite | null,
  report: Report,
): Promise<void> {
  const site = drainSite;
  for (const port of ports) {
    const started = Date.now();
    if (site) await reconfigureNginx(site, (inputs) => withDrained(inputs, [port]));
    await manager.restartApi(port);
    await waitReady(port);
    if (site) await reconfigureNginx(site, (inputs) => withDrained(inputs, []));
    report(`api:${port} restarted by ${manager.name} and ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

function withDrained<T extends { api?: { port: number; processPorts: readonly number[] } }>(
  inputs: T,
  drainedPorts: number[],
): T {
  if (!inputs.api) throw new Error('The nginx site has no api upstream.');
  return { ...inputs, api: { ...inputs.api, drainedPorts } };
}

export function launcherApiPorts(site: LauncherSite): number[] {
  return site.launcher.processes.flatMap((process) => (process.port === null ? [] : [process.port]));
}

/**
 * A new api build: copied beside the live one, the API_DIST symlink switched to it in one rename (a process that
 * starts reads one build or the other, never half of each), then a rolling restart. The copy sits in the same
 * folder as the symlink, inside the api package, so that its imports still find the api's node_modules.
 */
export async function deployApi(
  site: LauncherSite,
  build: string,
  options: { drain: boolean },
  report: Report,
): Promise<string> {
  const link = site.launcher.apiDist;
  const isLink = await lstat(link).then(
    (stat) => stat.isSymbolicLink(),
    () => false,
  );
  if (!isLink) {
    throw new Error(
      `API_DIST (${link}) is not a symlink: start serve:nginx with API_DIST naming a symlink to the build to deploy api builds.`,
    );
  }
  const target = join(dirname(link), `api-${stamp()}`);
  await cp(build, target, { recursive: true });
  await switchLink(link, target);
  report(`api build ${build} copied to ${target}; ${link} switched to it`);
  await rollingRestart(launcherApiPorts(site), launcherManager(site), options.drain ? site : null, report);
  await pruneBuilds(dirname(link), 'api-', basename(target), report);
  return target;
}

/**
 * A new api release on a server run by supervisord or systemd (docs/deploy.md, "Operations without downtime"):
 * the `current` symlink the units and programs start from (`/opt/novavox/current`) switched to the release in one
 * rename, then every api process restarted by the manager, one at a time, each from the new folder. The release
 * served until then stays; the same command with it is the rollback.
 */
export async function deployApiRelease(
  options: { current: string; release: string; ports: readonly number[]; manager: ProcessManager },
  report: Report,
): Promise<void> {
  const release = resolve(options.release);
  if (!(await stat(join(release, 'api', 'package.json')).catch(() => null))?.isFile())
    throw new Error(`${release} holds no api (no api/package.json): name the folder of a release.`);
  const before = await readlink(options.current).catch(() => null);
  await switchLink(options.current, release);
  report(`${options.current} switched from ${before ?? 'nothing'} to ${release}`);
  await rollingRestart(options.ports, options.manager, null, report);
}

/**
 * A site release (shell, remotes, pages) on any site: activated under `root` (verified, switched atomically), then
 * the nginx site serving from `root` written again and reloaded gracefully (docs/shipping.md, "Site releases").
 * No process restarts.
 */
export async function deploySiteRelease(
  root: string,
  release: string,
  releasesDir: string,
  report: Report,
): Promise<void> {
  const { id, previous } = await activateRelease(resolve(root), resolve(release));
  report(`site release ${id} is current (previous: ${previous ?? 'none'})`);
  const reloaded = await refreshNginxSite(releasesDir, { siteReleaseRoot: resolve(root) });
  report(reloaded ? 'nginx reloaded on it' : 'no nginx site serves from it here: nothing reloaded');
}

/**
 * A new shell build: copied to a folder of its own, precompressed, and the nginx site written again from it
 * (pages, their CSPs, the root) and reloaded gracefully: each worker serves the old build or the new one, whole,
 * and the old folder stays until a later deploy, so a page loaded before the switch still finds its assets.
 */
export async function deployShell(
  site: LauncherSite,
  build: string,
  deploysDir: string,
  report: Report,
): Promise<string> {
  if ((await readSiteInputs(site)).siteReleaseRoot)
    throw new Error('This site serves site releases (SITE_RELEASE_ROOT): deploy with deploy-shell --release DIR.');
  const target = join(deploysDir, `shell-${stamp()}`);
  await cp(build, target, { recursive: true });
  await precompress(target);
  await reconfigureNginx(site, (inputs) => ({ ...inputs, shell: { ...inputs.shell, dist: target } }));
  report(`shell build ${build} copied to ${target}; nginx reloaded on it`);
  await pruneBuilds(deploysDir, 'shell-', basename(target), report);
  return target;
}

/** SIGTERM to the launcher, which drains nginx then the api processes; resolves once it has exited. */
export async function stopSite(site: LauncherSite, report: Report): Promise<void> {
  const started = Date.now();
  process.kill(site.launcher.pid, 'SIGTERM');
  await waitUntil(async () => !isRunning(site.launcher.pid), { timeoutMs: Number.POSITIVE_INFINITY, intervalMs: 50 });
  report(`site stopped in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function pruneBuilds(folder: string, prefix: string, live: string, report: Report): Promise<void> {
  const builds = (await readdir(folder)).filter((name) => name.startsWith(prefix) && name !== live).sort();
  for (const old of builds.slice(0, Math.max(0, builds.length - (KEPT_BUILDS - 1)))) {
    await rm(join(folder, old), { recursive: true, force: true });
    report(`old build ${old} removed`);
  }
}

function stamp(): string {
  return new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 18);
}
