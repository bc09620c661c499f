import { fileURLToPath } from 'node:url';

/**
 * The build environments of every remote. `web`: the container the shell loads and the standalone page.
 * `standalone-runtime`: one plain script, /standalone-runtime/mf-runtime.js, that provides the MF runtime to
 * the standalone page, since the container expects the host's (see provide-mf-runtime.ts). Plain data, which
 * defineRemoteConfig (define-remote-config.ts) puts into every remote's rsbuild config.
 */
export const WEB_ENVIRONMENT = 'web';
export const STANDALONE_RUNTIME_SCRIPT = '/standalone-runtime/mf-runtime.js';

/**
 * The HTML of every remote's standalone page. Rsbuild adds the title (`html.title`) and fills in the
 * description (a template parameter), both from `standalonePageTexts` in define-remote-config.ts.
 */
export const STANDALONE_PAGE_TEMPLATE = fileURLToPath(new URL('./standalone-page.html', import.meta.url));

/**
 * Production builds only: a dev server keeps the runtime in the container (as `remoteFederationOptions`
 * does in development), because two webpack runtimes with dev clients on one page collide.
 */
export function remoteEnvironments(providerPath: string, production: boolean) {
  const web = {
    source: { entry: { index: './src/index.ts' } },
    html: {
      template: STANDALONE_PAGE_TEMPLATE,
      // A blocking script before the page's deferred entry, so the runtime is there when the entry starts.
      tags: production
        ? [{ tag: 'script', attrs: { src: STANDALONE_RUNTIME_SCRIPT }, head: true, append: false, publicPath: false }]
        : [],
    },
    // The shell loads a remote's chunks from the remote's own origin, not the shell's.
    output: { assetPrefix: 'auto' },
  };
  const standaloneRuntime = {
    source: { entry: { 'mf-runtime': providerPath } },
    output: {
      distPath: { root: 'dist/standalone-runtime', js: '' },
      filename: { js: 'mf-runtime.js' },
      filenameHash: false,
    },
    performance: { chunkSplit: { strategy: 'all-in-one' as const } },
    // Its own chunk registry: on the standalone page it runs beside the page's own webpack runtime.
    tools: { htmlPlugin: false, rspack: { output: { uniqueName: 'nvx_standalone_runtime' } } },
  };
  const environments: Record<string, typeof web | typeof standaloneRuntime> = { [WEB_ENVIRONMENT]: web };
  if (production) environments['standalone-runtime'] = standaloneRuntime;
  return environments;
}
