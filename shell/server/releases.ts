import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type RemoteId, type RemoteLocations, remoteIds } from '@novavox/contracts-site/remotes';
import { atomicWrite } from './atomic-files';
import { workspaceRoot } from './site-layout';

/**
 * The local stand-in for the CDN a remote is deployed to: each release is an immutable folder
 * `<releases>/<remote>/<version>+<buildId>/`, and release-state.json says which one is live and which came
 * before (for rollback). The site reads this state on every request for /remotes.json, so shipping or
 * rolling back a remote needs no restart and no shell rebuild.
 */
export interface ReleaseState {
  current: Partial<Record<RemoteId, string>>;
  history: Partial<Record<RemoteId, string[]>>;
}

export const RELEASES_URL_PREFIX = '/releases/';

export function releasesDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.RELEASES_DIR ?? join(workspaceRoot, 'shell', '.releases'));
}

export function releaseFolder(dir: string, remote: RemoteId, release: string): string {
  return join(dir, remote, release);
}

/** The file that says which release of each remote is live and which came before (its change time keys caches). */
export function releaseStateFile(dir: string): string {
  return join(dir, 'release-state.json');
}

export async function readReleaseState(dir: string): Promise<ReleaseState> {
  try {
    const parsed = JSON.parse(await readFile(releaseStateFile(dir), 'utf8')) as Partial<ReleaseState>;
    return { current: parsed.current ?? {}, history: parsed.history ?? {} };
  } catch {
    return { current: {}, history: {} };
  }
}

/** Written to a temporary file and renamed, so a reader never sees half a state. */
export async function writeReleaseState(dir: string, state: ReleaseState): Promise<void> {
  await mkdir(dir, { recursive: true });
  await atomicWrite(releaseStateFile(dir), `${JSON.stringify(state, null, 2)}\n`);
}

/** The remote locations with every shipped remote pointing at its live release on the same origin. */
export function releasedLocations(base: RemoteLocations, state: ReleaseState): RemoteLocations {
  const locations = { ...base };
  for (const remote of remoteIds) {
    const release = state.current[remote];
    if (!release) continue;
    const origin = new URL(base[remote]).origin;
    locations[remote] = `${origin}${RELEASES_URL_PREFIX}${encodeURIComponent(release)}/mf-manifest.json`;
  }
  return locations;
}

export function parseRemoteArgument(value: string | undefined): RemoteId {
  const id = (value ?? '').replace('-', '_');
  if (!(remoteIds as readonly string[]).includes(id)) {
    throw new Error(`Name a remote: one of ${remoteIds.map((remote) => remote.replace('_', '-')).join(', ')}.`);
  }
  return id as RemoteId;
}
