import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/enhanced/runtime';
import { emit } from '@novavox/contracts-runtime';

/**
 * A shared singleton whose loaded version falls outside the range a consumer declared still loads (one
 * React beats two), but the mismatch is reported on the bus and in the console rather than passing silently.
 */
export function sharedVersionReportPlugin(): ModuleFederationRuntimePlugin {
  const reported = new Set<string>();
  return {
    name: 'novavox-shared-version-report',
    resolveShare(args) {
      const required = args.shareInfo.shareConfig?.requiredVersion;
      const originalResolver = args.resolver;
      args.resolver = () => {
        const resolved = originalResolver();
        const provided = resolved?.shared?.version;
        if (typeof required === 'string' && provided && !satisfy(provided, required)) {
          const key = `${args.pkgName}@${provided}<${required}:${args.shareInfo.from}`;
          if (!reported.has(key)) {
            reported.add(key);
            console.warn(
              `Shared ${args.pkgName} ${provided} does not satisfy ${required} required by ${args.shareInfo.from}`,
            );
            emit({
              type: 'remote/shared-mismatch',
              packageName: args.pkgName,
              requiredVersion: required,
              providedVersion: provided,
              consumer: args.shareInfo.from,
            });
          }
        }
        return resolved;
      };
      return args;
    },
  };
}
