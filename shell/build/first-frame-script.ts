import { build } from 'esbuild';

/**
 * The inline script of variants in the first frame (src/start/first-frame-variants.ts), bundled from the same
 * TypeScript as the app's assignment. A build step: `build:servers` writes it beside the compiled programs
 * (FIRST_FRAME_SCRIPT_FILE), where the prerender reads it, so the prerender itself compiles no TypeScript.
 */
export const FIRST_FRAME_SCRIPT_FILE = 'first-frame-variants.js';

export async function bundleFirstFrameScript(): Promise<string> {
  const result = await build({
    entryPoints: [new URL('../src/start/first-frame-variants.entry.ts', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    platform: 'browser',
    write: false,
    legalComments: 'none',
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error('Bundling the first-frame variant script produced nothing.');
  if (code.includes('</script')) throw new Error('The first-frame variant script contains "</script".');
  return code;
}
