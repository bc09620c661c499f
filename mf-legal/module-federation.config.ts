import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@novavox/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default createModuleFederationConfig(
  remoteFederationOptions(
    'mf_legal',
    {
      './TermsPage': './src/exposes/terms-page.tsx',
      './PrivacyPage': './src/exposes/privacy-page.tsx',
    },
    {
      version: packageJson.version,
      buildId: process.env.NOVAVOX_BUILD_ID ?? `local-${Date.now().toString(36)}`,
      production: process.env.NODE_ENV === 'production',
    },
  ),
);
