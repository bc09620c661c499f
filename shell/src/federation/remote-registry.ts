import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { emit } from '@novavox/contracts-runtime';
import type { RemoteId, RemoteLocations } from '@novavox/contracts-site/remotes';
import { startRemoteStatusTracking } from './remote-status';
import { contractGuardPlugin } from './runtime-plugins/contract-guard-plugin';
import { sharedVersionReportPlugin } from './runtime-plugins/shared-version-report-plugin';

/**
 * The remotes' manifest URLs from /remotes.json, registered with the federation runtime. Re-registering
 * one with `force` drops the runtime's cached (possibly failed) container so that Retry really refetches.
 */
let locations: RemoteLocations | null = null;

export function registerSiteRemotes(next: RemoteLocations): void {
  if (locations && JSON.stringify(locations) === JSON.stringify(next)) return;
  if (!locations) {
    startRemoteStatusTracking(next);
    registerPlugins([contractGuardPlugin(), sharedVersionReportPlugin()]);
  }
  locations = next;
  registerRemotes(Object.entries(next).map(([name, entry]) => ({ name, entry })));
}

export function remoteLocation(remote: RemoteId): string {
  if (!locations) throw new Error('Remotes are not registered yet: registerSiteRemotes runs at start.');
  return locations[remote];
}

export function reregisterRemote(remote: RemoteId): void {
  registerRemotes([{ name: remote, entry: remoteLocation(remote) }], { force: true });
}

export function reportRemoteLoaded(remote: RemoteId, ms: number): void {
  emit({ type: 'remote/loaded', remoteId: remote, url: remoteLocation(remote), ms: Math.round(ms) });
}

export function reportRemoteFailed(remote: RemoteId, reason: string): void {
  emit({ type: 'remote/failed', remoteId: remote, url: remoteLocation(remote), reason });
}
