import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@novavox/shared-contracts/federation';

export default createModuleFederationConfig(
  remoteFederationOptions('mf_legal', {
    './TermsPage': './src/exposes/terms-page.tsx',
    './PrivacyPage': './src/exposes/privacy-page.tsx',
  }),
);
