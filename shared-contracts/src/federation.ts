/**
 * The packages every federated app shares as singletons, with the versions they are built with and the
 * ranges they accept. Host and remotes read this one table, so they cannot drift apart; if
 * shared-contracts were not shared, each app would create its own event bus and the bus would split.
 */
export const CONTRACTS_VERSION = '1.0.0';

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
  'react-router-dom': { singleton: true, requiredVersion: '^7.18.0' },
  zustand: { singleton: true, requiredVersion: '^5.1.0' },
  '@novavox/shared-contracts': { singleton: true, version: CONTRACTS_VERSION, requiredVersion: '^1.0.0' },
};

/** Module Federation options of a remote: one shape for all four, so they cannot drift apart. */
export function remoteFederationOptions(name: string, exposes: Record<string, string>) {
  return {
    name,
    exposes,
    shared: sharedSingletons,
    dts: false,
    manifest: true,
    experiments: { asyncStartup: true },
  } as const;
}
