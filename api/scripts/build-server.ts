import { fileURLToPath } from 'node:url';
import { nodeProgramBuildOptions } from '@novavox/contracts-site/node-program-build';
import { type BuildOptions, build } from 'esbuild';

/**
 * Builds the api to JavaScript: `node dist/server.js` runs it with the production dependencies only, no
 * TypeScript loader. Workspace packages (TypeScript source) are bundled in; every other dependency stays an
 * import of node_modules. The backup command (`pnpm db:backup`) is an entry of its own.
 */
const apiDir = new URL('..', import.meta.url);

export function serverBuildOptions(): BuildOptions {
  return {
    ...nodeProgramBuildOptions(apiDir, ['dependencies']),
    entryPoints: [
      { in: 'src/server.ts', out: 'server' },
      { in: 'scripts/database-backup.ts', out: 'database-backup' },
    ],
    outdir: 'dist',
  };
}

// Run as a program (`node <this file>`), not when a test imports the options.
if (process.argv[1] === fileURLToPath(import.meta.url)) await build(serverBuildOptions());
