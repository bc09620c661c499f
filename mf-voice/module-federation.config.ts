import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@novavox/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default createModuleFederationConfig(
  remoteFederationOptions(
    'mf_voice',
    {
      './CallTrigger': './src/exposes/call-trigger.tsx',
      './CallExperience': './src/exposes/call-experience.tsx',
    },
    {
      version: packageJson.version,
      buildId: process.env.NOVAVOX_BUILD_ID ?? `local-${Date.now().toString(36)}`,
      production: process.env.NODE_ENV === 'production',
    },
  ),
);
