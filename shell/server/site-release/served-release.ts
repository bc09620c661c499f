import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { type RemoteLocations, remoteFolder, remoteIds } from '@novavox/contracts-site/remotes';
import type { LocalService } from '@novavox/contracts-site/topology';
import type { ServedApp } from '../site-layout';

/**
 * What a server serves from the current site release (docs/shipping.md, "Site releases"): the release's real
 * folder, resolved once, so that every file a caller names (pages, the shell's and remotes' roots, remotes.json)
 * belongs to the same release even while another is activated.
 */
export interface ServedRelease {
  /** realpath(ROOT/current): releases/<id>. */
  dir: string;
  /** realpath(ROOT/previous), when there is one: the release served before (its files may still be asked for). */
  previousDir: string | null;
  /** The remote locations with each remote's manifest path from the release's remotes.json. */
  locations: RemoteLocations;
}

export async function servedRelease(root: string, base: RemoteLocations): Promise<ServedRelease> {
  const dir = await realpath(join(root, 'current')).catch(() => {
    throw new Error(`${join(root, 'current')} names no release: activate one first (pnpm release:activate DIR).`);
  });
  // Each remote's manifest *path* on its origin; the origins stay the server's own (runtime-files.ts).
  const paths = JSON.parse(await readFile(join(dir, 'remotes.json'), 'utf8')) as Partial<Record<string, string>>;
  const locations = { ...base };
  for (const remote of remoteIds) {
    const path = paths[remote];
    if (path) locations[remote] = new URL(path, locations[remote]).href;
  }
  const previous = await realpath(join(root, 'previous')).catch(() => null);
  return { dir, previousDir: previous === dir ? null : previous, locations };
}

/** The shell's folder inside a release. */
export function releaseShellDir(dir: string): string {
  return join(dir, 'shell');
}

function appDir(dir: string, service: LocalService): string {
  return service === 'shell' || service === 'api' ? join(dir, 'shell') : join(dir, 'remotes', remoteFolder(service));
}

/** An app served from the release, with the previous release's folder of the same app as its fallback. */
export function releaseApp<T extends ServedApp>(release: ServedRelease, app: T): T & { fallbackDist: string | null } {
  return {
    ...app,
    dist: appDir(release.dir, app.service),
    fallbackDist: release.previousDir ? appDir(release.previousDir, app.service) : null,
  };
}
