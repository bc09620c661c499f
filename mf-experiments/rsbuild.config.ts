import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { remoteEnvironments, WEB_ENVIRONMENT } from '@novavox/contracts-site/standalone-runtime';
import { localServerOptions } from '@novavox/contracts-site/topology';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig, { environment: WEB_ENVIRONMENT })],
  environments: remoteEnvironments(
    require.resolve('@novavox/contracts-site/standalone-mf-runtime'),
    process.env.NODE_ENV === 'production',
  ),
  server: localServerOptions('mf_experiments'),
  // Lazily compiled dynamic imports break a federated app's startup in dev ('reading "call"').
  dev: { assetPrefix: 'auto', lazyCompilation: false },
});
