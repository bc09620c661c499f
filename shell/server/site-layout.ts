import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { remoteFolder, remoteIds } from '@novavox/contracts-site/remotes';
import { type LocalService, localPort } from '@novavox/contracts-site/topology';

/**
 * Where each app's build output is, for serving the whole site from one machine the way the CDN serves
 * it in production: every app on its own origin. The shell does not import the remotes; it only hosts
 * their built files, as a CDN would.
 */
export const workspaceRoot = resolve(import.meta.dirname, '../..');

export interface ServedApp {
  service: LocalService;
  dist: string;
  port: number;
}

/**
 * The folder of site releases when SITE_RELEASE_ROOT is set (docs/shipping.md, "Site releases"): the builds are
 * then served from its `current` release, not from the workspace's dist folders.
 */
export function siteReleaseRoot(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.SITE_RELEASE_ROOT ? resolve(env.SITE_RELEASE_ROOT) : null;
}

export function servedApps(
  portOffset: number,
  releaseRoot: string | null = null,
): { shell: ServedApp; remotes: ServedApp[] } {
  // Paths through the `current` symlink: each file opened follows it, so a switch needs no restart.
  const current = releaseRoot ? resolve(releaseRoot, 'current') : null;
  return {
    shell: {
      service: 'shell',
      dist: current ? resolve(current, 'shell') : resolve(workspaceRoot, 'shell/dist'),
      port: localPort('shell', portOffset),
    },
    remotes: remoteIds.map((id) => ({
      service: id,
      dist: current ? resolve(current, 'remotes', remoteFolder(id)) : resolve(workspaceRoot, remoteFolder(id), 'dist'),
      port: localPort(id, portOffset),
    })),
  };
}

/**
 * Why the site cannot be served from these folders (the first app without its index.html), with what to run, or
 * null when every build is there.
 */
export function missingBuildProblem(
  apps: { shell: ServedApp; remotes: readonly ServedApp[] },
  releaseRoot: string | null,
): string | null {
  const missing = [apps.shell, ...apps.remotes].find((app) => !existsSync(join(app.dist, 'index.html')));
  if (!missing) return null;
  return releaseRoot
    ? `No site release is active in ${releaseRoot} (${missing.dist} is missing): run "pnpm release:activate DIR".`
    : `No build found in ${missing.dist}. Run "pnpm build" first.`;
}
