import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { localServerOptions } from '@novavox/shared-contracts/topology';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import moduleFederationConfig from './module-federation.config';
import { runtimeFilesMiddleware } from './server/runtime-files';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
  source: { entry: { index: './src/index.ts' } },
  // The static title serves clients without JavaScript; the shell replaces it with each route's own.
  html: { template: './index.html', title: 'NovaVox — Daily AI wellness check-in calls for your parents' },
  server: { ...localServerOptions('shell'), cors: false },
  // In dev the rsbuild server answers /config.json and /remotes.json from the environment, as the
  // production server does.
  dev: { setupMiddlewares: [(middlewares) => middlewares.unshift(runtimeFilesMiddleware(process.env))] },
});
