import { join } from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** Builds the plain React reference with the site's own tooling; returns its output folder. */
export async function buildReference(outDir: string): Promise<string> {
  const rsbuild = await createRsbuild({
    cwd: join(import.meta.dirname, 'reference'),
    rsbuildConfig: {
      plugins: [pluginReact()],
      source: { entry: { index: './src/index.tsx' } },
      output: { distPath: { root: outDir } },
      logLevel: 'error',
    },
  });
  await rsbuild.build();
  return outDir;
}
