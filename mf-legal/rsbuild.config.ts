import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { localServerOptions } from '@novavox/shared-contracts/topology';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
  source: { entry: { index: './src/index.ts' } },
  html: { template: './index.html' },
  server: localServerOptions('mf_legal'),
  // The shell loads this remote's chunks from this remote's own origin, not the shell's.
  output: { assetPrefix: 'auto' },
  dev: { assetPrefix: 'auto' },
});
