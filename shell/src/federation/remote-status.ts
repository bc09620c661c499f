import { type EventOfType, subscribe } from '@novavox/contracts-runtime';
import { type RemoteId, type RemoteLocations, remoteIds } from '@novavox/contracts-site/remotes';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * What the shell has loaded in this page: each remote's manifest URL, build stamp, load time and
 * failures, and any shared-version mismatch. It is fed by the bus, so other tools can listen too.
 */
export interface RemoteStatus {
  remoteId: RemoteId;
  url: string;
  version: string | null;
  buildId: string | null;
  contractsVersion: string | null;
  loadMs: number | null;
  failures: { at: number; reason: string }[];
}

export interface RemoteStatusState {
  remotes: Record<RemoteId, RemoteStatus>;
  sharedMismatches: Omit<EventOfType<'remote/shared-mismatch'>, 'type'>[];
}

function initialState(locations: RemoteLocations): RemoteStatusState {
  const remotes = {} as Record<RemoteId, RemoteStatus>;
  for (const remoteId of remoteIds) {
    remotes[remoteId] = {
      remoteId,
      url: locations[remoteId],
      version: null,
      buildId: null,
      contractsVersion: null,
      loadMs: null,
      failures: [],
    };
  }
  return { remotes, sharedMismatches: [] };
}

export const remoteStatusStore = createStore<RemoteStatusState>()(() => initialState({} as RemoteLocations));

function isRemoteId(value: string): value is RemoteId {
  return (remoteIds as readonly string[]).includes(value);
}

function update(remoteId: string, change: (status: RemoteStatus) => Partial<RemoteStatus>): void {
  if (!isRemoteId(remoteId)) return;
  remoteStatusStore.setState((state) => {
    const current = state.remotes[remoteId];
    return { remotes: { ...state.remotes, [remoteId]: { ...current, ...change(current) } } };
  });
}

let stopTracking: (() => void) | null = null;

export function startRemoteStatusTracking(locations: RemoteLocations): void {
  stopTracking?.();
  remoteStatusStore.setState(initialState(locations), true);
  stopTracking = subscribe(['remote/build', 'remote/loaded', 'remote/failed', 'remote/shared-mismatch'], (event) => {
    switch (event.type) {
      case 'remote/build':
        return update(event.remoteId, (status) => ({
          url: event.url || status.url,
          version: event.version,
          buildId: event.buildId,
          contractsVersion: event.contractsVersion,
        }));
      case 'remote/loaded':
        return update(event.remoteId, (status) => ({ loadMs: status.loadMs ?? event.ms }));
      case 'remote/failed':
        return update(event.remoteId, (status) => ({
          failures: [...status.failures, { at: Date.now(), reason: event.reason }].slice(-10),
        }));
      case 'remote/shared-mismatch': {
        const { type: _type, ...mismatch } = event;
        remoteStatusStore.setState((state) => ({ sharedMismatches: [...state.sharedMismatches, mismatch] }));
        return;
      }
    }
  });
}

export function useRemoteStatus(): RemoteStatusState {
  return useStore(remoteStatusStore);
}
