import type { ParseResult } from '@novavox/contracts-runtime';
import { isHttpUrl } from './deployment-env';
import { type RemoteId, remoteIds, remoteRegistry } from './remote-registry';
import { localOrigin } from './topology';

export type { ExposeOf, PropsOf, RemoteExposes, RemoteId, ScreenOf, ScreenProps } from './remote-registry';
export {
  BUILD_ID_VARIABLE,
  exposedFiles,
  probeExpose,
  remoteFolder,
  remoteIds,
  remoteRegistry,
} from './remote-registry';

/** Human names for fallbacks and status panels. */
export const remoteLabels = Object.fromEntries(remoteIds.map((id) => [id, remoteRegistry[id].label])) as Record<
  RemoteId,
  string
>;

/** remotes.json: remote id → URL of its mf-manifest.json. */
export type RemoteLocations = Record<RemoteId, string>;

export function localRemoteLocations(portOffset = 0): RemoteLocations {
  return Object.fromEntries(
    remoteIds.map((id) => [id, `${localOrigin(id, portOffset)}/mf-manifest.json`]),
  ) as RemoteLocations;
}

/** Validates remotes.json; each problem names the remote and what is wrong with it. */
export function parseRemoteLocations(value: unknown): ParseResult<RemoteLocations> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problems: ['the file must hold a JSON object of remote name → manifest URL'] };
  }
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const id of remoteIds) {
    const location = record[id];
    if (location === undefined) problems.push(`"${id}" is missing`);
    else if (typeof location !== 'string' || !isHttpUrl(location))
      problems.push(`"${id}" must be an absolute http(s) URL`);
  }
  for (const key of Object.keys(record)) {
    if (!(remoteIds as readonly string[]).includes(key)) problems.push(`"${key}" is not a known remote`);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: record as RemoteLocations };
}
