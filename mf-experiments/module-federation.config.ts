import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@novavox/shared-contracts/federation';

export default createModuleFederationConfig(
  remoteFederationOptions('mf_experiments', {
    './TestsDashboardPage': './src/exposes/tests-dashboard-page.tsx',
    './VariantDebugPage': './src/exposes/variant-debug-page.tsx',
  }),
);
