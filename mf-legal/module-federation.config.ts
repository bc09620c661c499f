import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@novavox/contracts-site/federation';
import packageJson from './package.json' with { type: 'json' };

// What this remote exposes, and from which files, is declared in shared-contracts/site/src/remote-registry.ts.
export default createModuleFederationConfig(
  remoteFederationOptions('mf_legal', {
    version: packageJson.version,
    buildId: process.env.NOVAVOX_BUILD_ID ?? `local-${Date.now().toString(36)}`,
    production: process.env.NODE_ENV === 'production',
  }),
);
