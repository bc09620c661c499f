import runtimePackage from '@novavox/contracts-runtime/package.json' with { type: 'json' };
import { BUILD_ID_VARIABLE, exposedFiles, type RemoteId } from './remote-registry';

/**
 * The packages every federated app shares as singletons, with the versions they are built with and the
 * ranges they accept. Host and remotes read this one table, so they cannot drift apart; if the runtime
 * contracts were not shared, each app would create its own event bus and the bus would split. The other
 * contracts packages (experiments, api, site, ui) are bundled by each app and never shared.
 */

/**
 * The contracts' version is @novavox/contracts-runtime's package version, the one package shared at run
 * time, bumped by Changesets: additive changes (a new event, export or optional prop) raise the minor,
 * breaking ones the major. Every remote's manifest carries the version it was built with, and the shell
 * refuses a remote that needs more than it provides (contractsRefusal). Its history is in the package's
 * CHANGELOG.md.
 */
export const CONTRACTS_VERSION: string = runtimePackage.version;

/** The name the runtime contracts are shared under. */
export const RUNTIME_CONTRACTS_PACKAGE = '@novavox/contracts-runtime';

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
  [RUNTIME_CONTRACTS_PACKAGE]: {
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
  /** The remote's own package version. */
  version: string;
  buildId: string;
  /** The version of @novavox/contracts-runtime the remote was built against. */
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

/**
 * What a remote's build knows of itself, read from its build's environment: the build id the release set, else
 * "local-" and a base-36 timestamp; a production build when NODE_ENV says so. Every remote's config reads it here.
 */
export function remoteBuildInfo(version: string, env: Readonly<Record<string, string | undefined>>): RemoteBuildInfo {
  return {
    version,
    buildId: env[BUILD_ID_VARIABLE] ?? `local-${Date.now().toString(36)}`,
    production: env.NODE_ENV === 'production',
  };
}

/**
 * A remote's federation options, one shape for all of them so they cannot drift apart; its exposes come from
 * the registry (remote-registry.ts).
 */
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
