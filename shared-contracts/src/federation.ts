/**
 * The packages every federated app shares as singletons, with the versions they are built with and the
 * ranges they accept. Host and remotes read this one table, so they cannot drift apart; if
 * shared-contracts were not shared, each app would create its own event bus and the bus would split.
 */
// 2.0.0: navigation moved into the contracts (react-router-dom is no longer shared) and the remotes use the
// host's MF runtime; a remote built against 1.x would crash in this shell, so the guard refuses it.
// 3.0.0: the form and analytics schemas left the shared entry (each app bundles `/forms` itself and loads it
// on demand), so a 2.x remote that reads them from the shared package would break.
// 3.1.0: the 'voice/setup' event and useCallSettingUp (every call trigger follows the one call state); a
// 3.0.0 remote still works in this shell, a 3.1.0 remote needs shared contracts of at least 3.1.0.
export const CONTRACTS_VERSION = '3.1.0';

/** Every app runs in the browser only: without its Node loading paths each copy of the MF runtime is smaller. */
export const federationOptimization = { target: 'web' } as const;

export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  version?: string;
  strictVersion?: boolean;
}

export const sharedSingletons: Record<string, SharedSingleton> = {
  react: { singleton: true, requiredVersion: '^19.3.0' },
  'react/': { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.3.0' },
  zustand: { singleton: true, requiredVersion: '^5.1.0' },
  '@novavox/shared-contracts': { singleton: true, version: CONTRACTS_VERSION, requiredVersion: '^3.1.0' },
};

/** Contract versions the shell accepts from a remote's build (semver range). */
export const ACCEPTED_CONTRACTS_RANGE = '^3.0.0';

/** What every remote's mf-manifest.json carries under metaData.novavox, read by the shell at load time. */
export interface RemoteBuildStamp {
  version: string;
  buildId: string;
  contractsVersion: string;
  builtAt: string;
}

export interface RemoteBuildInfo {
  /** The remote's package version. */
  version: string;
  /** Identifies one build; set NOVAVOX_BUILD_ID in CI or the ship command, else a timestamp. */
  buildId: string;
  /** A production build (not a dev server). */
  production: boolean;
}

/** Module Federation options of a remote: one shape for all four, so they cannot drift apart. */
export function remoteFederationOptions(name: string, exposes: Record<string, string>, build: RemoteBuildInfo) {
  const stamp: RemoteBuildStamp = {
    version: build.version,
    buildId: build.buildId,
    contractsVersion: CONTRACTS_VERSION,
    builtAt: new Date().toISOString(),
  };
  return {
    name,
    exposes,
    shared: sharedSingletons,
    dts: false,
    manifest: {
      additionalData: ({ stats }: { stats: { metaData: object } }) => {
        Object.assign(stats.metaData, { novavox: stamp });
      },
    },
    // In production a container leaves the MF runtime out and uses the host's (about 17 KB gz less per
    // remote); the standalone page gets it from /standalone-runtime/mf-runtime.js (standalone-runtime.ts).
    experiments: {
      asyncStartup: true,
      optimization: federationOptimization,
      externalRuntime: build.production,
    },
  } as const;
}
