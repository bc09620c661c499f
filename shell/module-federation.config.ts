import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { federationOptimization, sharedSingletons } from '@novavox/contracts-site/federation';

export default createModuleFederationConfig({
  name: 'novavox_shell',
  // Remotes are registered at runtime from /remotes.json, so moving one is a config edit, not a rebuild.
  remotes: {},
  shared: sharedSingletons,
  // With the default 'version-first' every remote's entry is fetched at start, and one remote that is down
  // stops the whole host; 'loaded-first' keeps a failure local to the area that needs the remote.
  shareStrategy: 'loaded-first',
  dts: false,
  // The manifest lists which chunks hold which shared package; the benchmark attributes bytes with it.
  manifest: true,
  // The remotes' containers leave the MF runtime out and use this one (see shared-contracts/site/src/federation.ts).
  experiments: { optimization: federationOptimization, provideExternalRuntime: true },
});
