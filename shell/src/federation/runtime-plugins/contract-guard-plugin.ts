import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { emit } from '@novavox/contracts-runtime';
import { CONTRACTS_VERSION, contractsRefusal, type RemoteBuildStamp } from '@novavox/contracts-site/federation';

/**
 * Refuses a remote built against contracts this shell does not speak. It reads the build stamp every
 * remote writes into its mf-manifest.json (metaData.novavox) before any of its code runs, so an
 * incompatible remote becomes a fallback with a logged reason instead of a crash inside its area.
 * What the shell provides is the contracts version it was built with: with 'loaded-first' its copy of the
 * shared contracts is the one every remote runs on.
 */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remoteId: string,
    readonly reason: string,
  ) {
    super(`${remoteId} was refused: ${reason}`);
    this.name = 'IncompatibleRemoteError';
  }
}

function buildStamp(metaData: unknown): Partial<RemoteBuildStamp> {
  if (typeof metaData !== 'object' || metaData === null) return {};
  const stamp = (metaData as { novavox?: unknown }).novavox;
  return typeof stamp === 'object' && stamp !== null ? (stamp as Partial<RemoteBuildStamp>) : {};
}

export function contractGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'novavox-contract-guard',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const remoteId = args.moduleInfo.name;
      const stamp = buildStamp(args.manifestJson.metaData);
      emit({
        type: 'remote/build',
        remoteId,
        url: args.manifestUrl ?? '',
        version: stamp.version ?? null,
        buildId: stamp.buildId ?? null,
        contractsVersion: stamp.contractsVersion ?? null,
      });
      const contracts = stamp.contractsVersion;
      if (!contracts) {
        throw new IncompatibleRemoteError(
          remoteId,
          'its manifest does not say which contracts version it was built with',
        );
      }
      const refusal = contractsRefusal(CONTRACTS_VERSION, contracts);
      if (refusal) throw new IncompatibleRemoteError(remoteId, refusal);
      return args;
    },
  };
}
