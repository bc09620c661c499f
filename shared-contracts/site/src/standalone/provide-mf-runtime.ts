import * as runtimeCore from '@module-federation/runtime-core';

/**
 * A remote's production build leaves the Module Federation runtime out of its container and uses the one
 * the host provides (about 17 KB gz less per remote on every page). A remote running alone has no host, so
 * its standalone page loads this script first, which provides the runtime the same way the shell does.
 */
const globalRef = globalThis as typeof globalThis & {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
};
if (!globalRef._FEDERATION_RUNTIME_CORE) {
  globalRef._FEDERATION_RUNTIME_CORE = runtimeCore;
  globalRef._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone-harness', version: 'workspace' };
}
