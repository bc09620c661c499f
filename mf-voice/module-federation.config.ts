import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@novavox/shared-contracts/federation';

export default createModuleFederationConfig(
  remoteFederationOptions('mf_voice', {
    './CallTrigger': './src/exposes/call-trigger.tsx',
    './CallExperience': './src/exposes/call-experience.tsx',
  }),
);
