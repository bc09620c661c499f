import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type RemoteId, type RemoteLocations, remoteIds } from '@novavox/shared-contracts/remotes';
import { PRERENDER_MANIFEST_FILE, type PrerenderManifest, remoteOriginToken } from './prerender-manifest';

/**
 * Serves a route's prerendered HTML while it is still true: every remote it was composed from must be at
 * the manifest path it had when the page was rendered. After a remote ships alone the page is stale, and
 * the plain shell page is served instead (client-rendered, correct, slower) until the next prerender.
 */
export function prerenderedPages(shellDist: string) {
  let cache: { mtimeMs: number; manifest: PrerenderManifest } | null = null;

  async function manifest(): Promise<PrerenderManifest | null> {
    const file = join(shellDist, PRERENDER_MANIFEST_FILE);
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (cache?.mtimeMs !== info.mtimeMs) {
      cache = { mtimeMs: info.mtimeMs, manifest: JSON.parse(await readFile(file, 'utf8')) as PrerenderManifest };
    }
    return cache.manifest;
  }

  return async function pageFor(urlPath: string, live: RemoteLocations): Promise<string | null> {
    const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    const entry = (await manifest())?.pages[path];
    if (!entry) return null;
    for (const [remote, manifestPath] of Object.entries(entry.remotes) as [RemoteId, string][]) {
      if (new URL(live[remote]).pathname !== manifestPath) return null;
    }
    let html = await readFile(join(shellDist, entry.file), 'utf8').catch(() => null);
    if (html === null) return null;
    for (const remote of remoteIds) html = html.replaceAll(remoteOriginToken(remote), new URL(live[remote]).origin);
    return html;
  };
}
