// Node-side code imports the data-only entries of the contracts, never the React index.
import { localRemoteLocations, type RemoteLocations, remoteIds } from '@novavox/shared-contracts/remotes';
import { buildRuntimeConfig, type RuntimeEnv } from '@novavox/shared-contracts/runtime-config';

/**
 * /config.json and /remotes.json are written from the environment when the site starts, so moving a
 * remote or changing a key needs a restart at most, never a rebuild.
 * REMOTE_MF_VOICE_URL (and likewise for each remote) names a remote's mf-manifest.json.
 */
export function remoteLocationsFromEnv(env: RuntimeEnv): RemoteLocations {
  const locations = localRemoteLocations();
  for (const id of remoteIds) {
    const fromEnv = env[`REMOTE_${id.toUpperCase()}_URL`]?.trim();
    if (fromEnv) locations[id] = fromEnv;
  }
  return locations;
}

export function runtimeFileContents(env: RuntimeEnv): Record<'/config.json' | '/remotes.json', string> {
  return {
    '/config.json': `${JSON.stringify(buildRuntimeConfig(env), null, 2)}\n`,
    '/remotes.json': `${JSON.stringify(remoteLocationsFromEnv(env), null, 2)}\n`,
  };
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
  return (req: MinimalRequest, res: MinimalResponse, next: Next) => {
    const path = (req.url ?? '').split('?')[0] as keyof ReturnType<typeof runtimeFileContents>;
    const body = runtimeFileContents(env)[path];
    if (body === undefined) return next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(body);
  };
}
