import contractsPackage from '../package.json' with { type: 'json' };
import { exposedFiles, type RemoteId } from './remote-registry';

/**
 * The packages every federated app shares as singletons, with the versions they are built with and the
 * ranges they accept. Host and remotes read this one table, so they cannot drift apart; if
 * shared-contracts were not shared, each app would create its own event bus and the bus would split.
 */

/**
 * The contracts' version is the package's version, so there is one number to bump: additive changes
 * (a new event, export or optional prop) raise the minor, breaking ones the major. Every remote's manifest
 * carries the version it was built with, and the shell refuses a remote that needs more than it provides
 * (contractsRefusal). History: 2.0.0 moved navigation into the contracts; 3.0.0 took the form and analytics
 * schemas out of the shared entry; 3.1.0 added the 'voice/setup' event and useCallSettingUp; 4.0.0 left in the
 * shared entry only the bus, the navigation interface, the runtime-config context and types (the catalog,
 * routes, brand, UI and the rest are entries each app bundles), so a 3.x remote reading them from it breaks.
 */
export const CONTRACTS_VERSION: string = contractsPackage.version;

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
  '@novavox/shared-contracts': {
    singleton: true,
    version: CONTRACTS_VERSION,
    requiredVersion: contractsRequirement(CONTRACTS_VERSION),
  },
};

/**
 * What a remote built against `builtWith` needs from the shared contracts: the same major, and at least its
 * minor (a remote may use anything added up to the version it was built with).
 */
export function contractsRequirement(builtWith: string): string {
  return `^${builtWith}`;
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/**
 * Why a shell providing contracts `provided` cannot run a remote built against `builtWith`, or null when it
 * can: another major breaks either way, a newer minor may use what this shell lacks, an older minor is fine.
 */
export function contractsRefusal(provided: string, builtWith: string): string | null {
  const remote = SEMVER.exec(builtWith);
  const shell = SEMVER.exec(provided);
  if (!remote) return `its contracts version '${builtWith}' is not a semantic version`;
  if (!shell) return `this shell's contracts version '${provided}' is not a semantic version`;
  const [remoteMajor, remoteMinor] = [Number(remote[1]), Number(remote[2])];
  const [shellMajor, shellMinor] = [Number(shell[1]), Number(shell[2])];
  if (remoteMajor !== shellMajor) {
    return `it was built against contracts ${builtWith}, and this shell provides ${provided} (another major version)`;
  }
  if (remoteMinor > shellMinor) {
    return `it was built against contracts ${builtWith}, which needs a newer minor version than the ${provided} this shell provides`;
  }
  return null;
}

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
/** A remote's federation options; its exposes come from the registry (remote-registry.ts). */
export function remoteFederationOptions(name: RemoteId, build: RemoteBuildInfo) {
  const stamp: RemoteBuildStamp = {
    version: build.version,
    buildId: build.buildId,
    contractsVersion: CONTRACTS_VERSION,
    builtAt: new Date().toISOString(),
  };
  return {
    name,
    exposes: exposedFiles(name),
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
