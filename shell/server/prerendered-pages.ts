import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type RemoteId, type RemoteLocations, remoteIds } from '@novavox/contracts-site/remotes';
import { PRERENDER_MANIFEST_FILE, type PrerenderManifest, remoteOriginToken } from './prerender-manifest';
import { type InlineHashes, inlineHashes } from './prerendered-start';

/** A page's HTML for the live remotes, and the hashes its CSP must allow (they hold no remote origin). */
export interface PrerenderedPage {
  html: string;
  inline: InlineHashes;
}

/**
 * Serves a route's prerendered HTML while it is still true: every remote it was composed from must be at
 * the manifest path it had when the page was rendered. After a remote ships alone the page is stale, and
 * the plain shell page is served instead (client-rendered, correct, slower) until the next prerender.
 */
export function prerenderedPages(shellDist: string) {
  let cache: { key: string; manifest: PrerenderManifest } | null = null;

  // Keyed by folder too: a site release switch (docs/shipping.md, "Site releases") changes the folder.
  async function manifest(dist: string): Promise<{ key: string; manifest: PrerenderManifest } | null> {
    const file = join(dist, PRERENDER_MANIFEST_FILE);
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    const key = `${dist}:${info.mtimeMs}`;
    if (cache?.key !== key) {
      cache = { key, manifest: JSON.parse(await readFile(file, 'utf8')) as PrerenderManifest };
    }
    return cache;
  }

  // A page's file and the hashes of its inline elements change only with a new prerender (a new manifest).
  const files = new Map<string, Promise<PrerenderedPage | null>>();
  function pageFile(dist: string, file: string, manifestKey: string) {
    const key = `${manifestKey}:${file}`;
    let page = files.get(key);
    if (!page) {
      if (files.size > 100) files.clear();
      page = readFile(join(dist, file), 'utf8').then(
        (html) => ({ html, inline: inlineHashes(html) }),
        () => {
          files.delete(key);
          return null;
        },
      );
      files.set(key, page);
    }
    return page;
  }

  /** `dist`: the shell's folder for this one request (the active site release's, resolved once). */
  return async function pageFor(
    urlPath: string,
    live: RemoteLocations,
    dist: string = shellDist,
  ): Promise<PrerenderedPage | null> {
    const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    const current = await manifest(dist);
    const entry = current?.manifest.pages[path];
    if (!current || !entry) return null;
    for (const [remote, manifestPath] of Object.entries(entry.remotes) as [RemoteId, string][]) {
      if (new URL(live[remote]).pathname !== manifestPath) return null;
    }
    const page = await pageFile(dist, entry.file, current.key);
    if (page === null) return null;
    let html = page.html;
    for (const remote of remoteIds) html = html.replaceAll(remoteOriginToken(remote), new URL(live[remote]).origin);
    return { html, inline: page.inline };
  };
}
