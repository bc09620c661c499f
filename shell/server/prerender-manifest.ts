import type { RemoteId } from '@novavox/contracts-site/remotes';

/**
 * What the prerender step wrote: for each public route, its HTML file and the manifest path of every
 * remote it was composed from. The server serves a page only while those remotes are still where they
 * were, so a remote shipped alone never leaves a stale page behind (the plain shell page is served).
 */
export interface PrerenderManifest {
  createdAt: string;
  pages: Record<string, { file: string; remotes: Partial<Record<RemoteId, string>> }>;
}

export const PRERENDER_MANIFEST_FILE = 'prerender.json';
export const PRERENDER_DIR = 'prerendered';

/** Stands for a remote's live origin in prerendered HTML; replaced when the page is served. */
export function remoteOriginToken(remote: RemoteId): string {
  return `%NVX_ORIGIN_${remote}%`;
}
