import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nodeProgramBuildOptions } from '@novavox/contracts-site/node-program-build';
import { type BuildOptions, build } from 'esbuild';

/**
 * Builds the site's Node programs (server/) to JavaScript in server-dist/, run as `node server-dist/<name>.js`
 * with no TypeScript loader: the static servers, the release tool and the prerenderer. Workspace packages
 * (TypeScript source) are bundled in; other packages stay imports of node_modules. server-dist/ sits beside
 * server/ so that paths found from a module's folder (the workspace root) stay the same. The prerender's inline
 * script for the browser is bundled here too, so the prerender reads JavaScript only.
 */
const shellDir = new URL('..', import.meta.url);

export const SERVER_PROGRAMS = [
  'serve-site',
  'serve-nginx',
  'write-nginx-site',
  'release-remote',
  'site-release',
  'prerender',
  'ops',
] as const;

/** Where the prerender finds the inline script of variants in the first frame (server/prerender/variant-markup.ts). */
export const FIRST_FRAME_SCRIPT_FILE = 'first-frame-variants.js';

/**
 * That inline script (src/start/first-frame-variants.ts), bundled for the browser from the same TypeScript as the
 * app's assignment. Bundled here, so the prerender itself compiles no TypeScript.
 */
export async function bundleFirstFrameScript(): Promise<string> {
  const result = await build({
    entryPoints: [new URL('src/start/first-frame-variants.entry.ts', shellDir).pathname],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error('Bundling the first-frame variant script produced nothing.');
  if (code.includes('</script')) throw new Error('The first-frame variant script contains "</script".');
  return code;
}

export function serverBuildOptions(): BuildOptions {
  return {
    ...nodeProgramBuildOptions(shellDir, ['dependencies', 'devDependencies']),
    entryPoints: SERVER_PROGRAMS.map((name) => ({ in: `server/${name}.ts`, out: name })),
    outdir: 'server-dist',
  };
}

// Run as a program (`node <this file>`), not when a test imports the options.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build(serverBuildOptions());
  writeFileSync(new URL(`server-dist/${FIRST_FRAME_SCRIPT_FILE}`, shellDir), await bundleFirstFrameScript());
}
