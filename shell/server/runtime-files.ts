import { type CopyDocument, EMPTY_COPY_DOCUMENT } from '@novavox/contracts-experiments/copy-document';
// Node-side code imports the data-only entries of the contracts, never the React index.

import type { ExperimentStates } from '@novavox/contracts-experiments/experiment-state';
import type { RuntimeConfig } from '@novavox/contracts-runtime';
import { localRemoteLocations, type RemoteLocations, remoteIds } from '@novavox/contracts-site/remotes';
import { REMOTE_STATUS_PATH, siteRoutes } from '@novavox/contracts-site/routes';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { localOrigin, portOffsetFrom, type RuntimeEnv } from '@novavox/contracts-site/topology';
import { liveCopyDocument, liveExperimentStates } from './live-experiment-states';
import { dynamicFileHeaders } from './static-server';

/**
 * /config.json and /remotes.json are written from the environment when the site starts, so moving a
 * remote or changing a key needs a restart at most, never a rebuild. The experiment states in /config.json are
 * the exception: they come from the api on each request (see configJson).
 * REMOTE_MF_VOICE_URL (and likewise for each remote) names a remote's mf-manifest.json.
 */
export function remoteLocationsFromEnv(env: RuntimeEnv): RemoteLocations {
  const locations = localRemoteLocations(portOffsetFrom(env));
  for (const id of remoteIds) {
    const fromEnv = env[`REMOTE_${id.toUpperCase()}_URL`]?.trim();
    if (fromEnv) locations[id] = fromEnv;
  }
  return locations;
}

/** PUBLIC_SITE_URL is the canonical origin search engines see; locally, the shell's own. */
export function siteUrlFromEnv(env: RuntimeEnv): string {
  return (env.PUBLIC_SITE_URL?.trim() || localOrigin('shell', portOffsetFrom(env))).replace(/\/+$/, '');
}

export function robotsTxt(siteUrl: string): string {
  const hidden = [...siteRoutes.filter((route) => !route.indexable).map((route) => route.path), REMOTE_STATUS_PATH].map(
    (path) => `Disallow: ${path}`,
  );
  return ['User-agent: *', 'Allow: /', ...hidden, '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(siteUrl: string): string {
  const urls = siteRoutes
    .filter((route) => route.indexable)
    .map((route) => `  <url><loc>${siteUrl}${route.path === '/' ? '/' : route.path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export type RuntimeFileName = '/config.json' | '/remotes.json' | '/robots.txt' | '/sitemap.xml';

export function runtimeFileContents(env: RuntimeEnv): Record<RuntimeFileName, string> {
  const siteUrl = siteUrlFromEnv(env);
  return {
    '/config.json': `${JSON.stringify(buildRuntimeConfig(env), null, 2)}\n`,
    '/remotes.json': `${JSON.stringify(remoteLocationsFromEnv(env), null, 2)}\n`,
    '/robots.txt': robotsTxt(siteUrl),
    '/sitemap.xml': sitemapXml(siteUrl),
  };
}

/** /config.json with the given experiment states in place of the environment's default. */
export function configJson(config: RuntimeConfig, experiments: ExperimentStates): string {
  return `${JSON.stringify({ ...config, experiments }, null, 2)}\n`;
}

/** The api's live experiment states for this environment (live-experiment-states.ts). */
export function liveExperimentStatesFromEnv(env: RuntimeEnv): () => Promise<ExperimentStates> {
  const config = buildRuntimeConfig(env);
  return liveExperimentStates({ url: config.endpoints.experimentStates, fallback: config.experiments });
}

/** The api's shipped copy and running copy experiments (`GET /experiments/copy`, beside the states). */
export function liveCopyDocumentFromEnv(env: RuntimeEnv): () => Promise<CopyDocument> {
  const states = new URL(buildRuntimeConfig(env).endpoints.experimentStates);
  return liveCopyDocument({ url: new URL('copy', states).href, fallback: EMPTY_COPY_DOCUMENT });
}

/** Serves /config.json with the api's live experiment states (by default its own source of them). */
export function liveConfigJson(env: RuntimeEnv, states = liveExperimentStatesFromEnv(env)): () => Promise<string> {
  const config = buildRuntimeConfig(env);
  return async () => configJson(config, await states());
}

type Next = () => void;
interface MinimalRequest {
  url?: string;
}
interface MinimalResponse {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}

/** Answers the runtime files in the dev server exactly as the production server serves them. */
export function runtimeFilesMiddleware(env: RuntimeEnv) {
  const files = runtimeFileContents(env);
  const config = liveConfigJson(env);
  return async (req: MinimalRequest, res: MinimalResponse, next: Next) => {
    const path = (req.url ?? '').split('?')[0] as RuntimeFileName;
    const body = path === '/config.json' ? await config() : files[path];
    if (body === undefined) return next();
    for (const [name, value] of Object.entries(dynamicFileHeaders(path))) res.setHeader(name, value);
    res.end(body);
  };
}
