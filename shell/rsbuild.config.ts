import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { PRODUCTION_CSS_MODULES } from '@novavox/contracts-site/define-remote-config';
import { localServerOptions } from '@novavox/contracts-site/topology';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import moduleFederationConfig from './module-federation.config';
import { runtimeFilesMiddleware } from './server/runtime-files';

/**
 * react-router 7's package exports send every bundler to its development build, warnings and all
 * (remix-run/react-router#12532, #14102). A production build of the shell takes the production files of
 * the same version instead: the router's bytes before the home page is interactive are then only its own.
 */
function reactRouterProductionFiles(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const developmentEntry = createRequire(require.resolve('react-router-dom')).resolve('react-router');
  const production = join(dirname(developmentEntry), '..', 'production');
  return {
    'react-router$': join(production, 'index.mjs'),
    'react-router/dom$': join(production, 'dom-export.mjs'),
  };
}

/** See build/react-router-tree-shaking-loader.cjs: the router components the shell never renders shake out. */
const reactRouterTreeShaking = {
  test: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/,
  loader: createRequire(import.meta.url).resolve('./build/react-router-tree-shaking-loader.cjs'),
};

export default defineConfig(({ envMode }) => ({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: envMode === 'production' ? reactRouterProductionFiles() : {} },
  tools: { rspack: { module: { rules: [reactRouterTreeShaking] } } },
  // The static title serves clients without JavaScript; the shell replaces it with each route's own.
  html: { template: './index.html', title: 'NovaVox — Daily AI wellness check-in calls for your parents' },
  output: envMode === 'production' ? { cssModules: PRODUCTION_CSS_MODULES } : {},
  server: { ...localServerOptions('shell'), cors: false },
  // In dev the rsbuild server answers /config.json and /remotes.json from the environment, as the
  // production server does.
  dev: { setupMiddlewares: [(middlewares) => middlewares.unshift(runtimeFilesMiddleware(process.env))] },
}));
