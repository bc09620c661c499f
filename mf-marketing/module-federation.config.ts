import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteBuildInfo, remoteFederationOptions } from '@novavox/contracts-site/federation';
import packageJson from './package.json' with { type: 'json' };

// What this remote exposes, and from which files, is declared in shared-contracts/site/src/remote-registry.ts.
export default createModuleFederationConfig(
  remoteFederationOptions('mf_marketing', remoteBuildInfo(packageJson.version, process.env)),
);
