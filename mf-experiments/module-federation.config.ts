import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@novavox/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default createModuleFederationConfig(
  remoteFederationOptions(
    'mf_experiments',
    {
      './TestsDashboardPage': './src/exposes/tests-dashboard-page.tsx',
      './VariantDebugPage': './src/exposes/variant-debug-page.tsx',
    },
    {
      version: packageJson.version,
      buildId: process.env.NOVAVOX_BUILD_ID ?? `local-${Date.now().toString(36)}`,
      production: process.env.NODE_ENV === 'production',
    },
  ),
);
