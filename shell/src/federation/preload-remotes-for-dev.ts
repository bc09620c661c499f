import { preloadRemote } from '@module-federation/enhanced/runtime';
import { parseRemoteLocations, remoteIds } from '@novavox/contracts-site/remotes';
import { fetchJsonFile } from '../config/fetch-json-file';
import { registerSiteRemotes } from './remote-registry';

/** Development only: remotes loaded before the app's own modules take part in hot module replacement. */
export async function preloadRemotesForDev(): Promise<void> {
  const file = await fetchJsonFile('/remotes.json');
  if (!file.ok) return;
  const locations = parseRemoteLocations(file.value);
  if (!locations.ok) return;
  registerSiteRemotes(locations.value);
  await preloadRemote(remoteIds.map((nameOrAlias) => ({ nameOrAlias }))).catch(() => {
    // A remote that is not running yet shows its fallback when its area renders.
  });
}
