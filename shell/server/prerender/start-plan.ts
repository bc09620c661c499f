import type { RemoteId } from '@novavox/contracts-site/remotes';
import type { PrerenderManifest } from '../prerender-manifest';
import type { StartPlan } from '../prerendered-start';
import type { Snapshot } from './page-snapshot';

/** What the page asked for on its way to the live page, grouped by the server it came from. */
export function startPlan(entry: string, snapshot: Snapshot, shellOrigin: string): StartPlan {
  const own = (url: string) => new URL(url).origin === shellOrigin;
  const manifests = snapshot.fetches.filter((url) => !own(url));
  return {
    entry,
    scripts: snapshot.scripts.filter((url) => own(url) && new URL(url).pathname !== entry),
    fetches: snapshot.fetches.filter(own),
    remotes: manifests.map((manifest) => ({
      manifest,
      scripts: snapshot.scripts.filter((url) => new URL(url).origin === new URL(manifest).origin),
    })),
  };
}

/** The manifest path of each remote the page was composed from (prerender.json keeps the page only while live). */
export function composedRemotes(
  manifests: readonly string[],
  remoteOrigins: ReadonlyMap<string, RemoteId>,
): PrerenderManifest['pages'][string]['remotes'] {
  const remotes: PrerenderManifest['pages'][string]['remotes'] = {};
  for (const url of manifests) {
    const parsed = new URL(url);
    const remote = remoteOrigins.get(parsed.origin);
    if (remote) remotes[remote] = parsed.pathname;
  }
  return remotes;
}
