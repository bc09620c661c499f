import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { PRODUCTION_CSS_MODULES } from '@novavox/contracts-site/define-remote-config';
import { svgDataUri } from '@novavox/contracts-site/svg-data-uri';
import { localServerOptions } from '@novavox/contracts-site/topology';
import { defineConfig, type HtmlTag } from '@rsbuild/core';
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

/**
 * The page's icons, in place of the /favicon.ico link Rsbuild adds by itself. Chromium takes the last icon it
 * can use: the brand mark inline, so no request for it competes with the first paint (the header shows the same
 * mark, so brotli sends it almost once). /favicon.ico, sized so that Chromium passes it over, stays for browsers
 * without SVG icons.
 */
function pageIcons(tags: HtmlTag[]): HtmlTag[] {
  const mark = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8');
  const icon = (attrs: Record<string, string>): HtmlTag => ({ tag: 'link', attrs, head: true, publicPath: false });
  return [
    ...tags.filter((tag) => !(tag.tag === 'link' && tag.attrs?.rel === 'icon')),
    icon({ rel: 'icon', href: '/favicon.ico', sizes: '32x32' }),
    icon({ rel: 'icon', type: 'image/svg+xml', href: svgDataUri(mark) }),
  ];
}

export default defineConfig(({ envMode }) => ({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: envMode === 'production' ? reactRouterProductionFiles() : {} },
  tools: { rspack: { module: { rules: [reactRouterTreeShaking] } } },
  // The static title serves clients without JavaScript; the shell replaces it with each route's own.
  html: {
    template: './index.html',
    title: 'NovaVox — Daily AI wellness check-in calls for your parents',
    tags: [pageIcons],
  },
  output: envMode === 'production' ? { cssModules: PRODUCTION_CSS_MODULES } : {},
  server: { ...localServerOptions('shell'), cors: false },
  // In dev the rsbuild server answers /config.json and /remotes.json from the environment, as the
  // production server does.
  dev: { setupMiddlewares: [(middlewares) => middlewares.unshift(runtimeFilesMiddleware(process.env))] },
}));
