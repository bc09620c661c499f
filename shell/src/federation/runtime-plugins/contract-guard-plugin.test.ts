import { eventBusStore, resetEventBus } from '@novavox/contracts-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractGuardPlugin, IncompatibleRemoteError } from './contract-guard-plugin';

type SnapshotArgs = Parameters<NonNullable<ReturnType<typeof contractGuardPlugin>['loadRemoteSnapshot']>>[0];

/** The arguments the MF runtime passes once it has fetched a remote's manifest, with the stamp given. */
function manifestLoaded(novavox: Record<string, string> | undefined): SnapshotArgs {
  return {
    from: 'manifest',
    manifestUrl: 'http://127.0.0.1:3004/mf-manifest.json',
    moduleInfo: { name: 'mf_legal' },
    manifestJson: { metaData: novavox ? { novavox } : {} },
  } as unknown as SnapshotArgs;
}

function guard(novavox: Record<string, string> | undefined) {
  const plugin = contractGuardPlugin();
  return () => plugin.loadRemoteSnapshot?.(manifestLoaded(novavox));
}

const stamp = { version: '1.0.0', buildId: 'b1', builtAt: '2026-01-01T00:00:00.000Z' };

describe('contractGuardPlugin (this shell provides contracts 5.1.4)', () => {
  beforeEach(() => resetEventBus());

  it('lets through a remote built against the same contracts, another patch of them', () => {
    expect(guard({ ...stamp, contractsVersion: '5.1.0' })).not.toThrow();
    expect(guard({ ...stamp, contractsVersion: '5.1.5' })).not.toThrow();
    // An older minor of the same major uses only what this shell provides.
    expect(guard({ ...stamp, contractsVersion: '5.0.0' })).not.toThrow();
  });

  it('refuses a remote built against a newer minor, naming both versions', () => {
    expect(guard({ ...stamp, contractsVersion: '5.2.0' })).toThrow(IncompatibleRemoteError);
    expect(guard({ ...stamp, contractsVersion: '5.2.0' })).toThrow(
      'mf_legal was refused: it was built against contracts 5.2.0, which needs a newer minor version than the 5.1.4 this shell provides',
    );
  });

  it('refuses another major and a manifest without a stamp', () => {
    expect(guard({ ...stamp, contractsVersion: '6.0.0' })).toThrow(IncompatibleRemoteError);
    // 4.x is @novavox/shared-contracts before the split: such a remote would bring a second event bus.
    expect(guard({ ...stamp, contractsVersion: '4.0.0' })).toThrow(
      'mf_legal was refused: it was built against contracts 4.0.0, and this shell provides 5.1.4 (another major version)',
    );
    expect(guard(undefined)).toThrow('does not say which contracts version');
  });

  it('reports the build it read on the bus, refused or not', () => {
    expect(guard({ ...stamp, contractsVersion: '5.2.0' })).toThrow();
    const builds = eventBusStore.getState().records.filter((record) => record.event.type === 'remote/build');
    expect(builds.at(-1)?.event).toMatchObject({ remoteId: 'mf_legal', buildId: 'b1', contractsVersion: '5.2.0' });
  });
});
