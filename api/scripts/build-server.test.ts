import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOutside } from '@novavox/contracts-site/node-program-imports';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnApi } from '../src/testing/spawn-api';
import { serverBuildOptions } from './build-server';

/**
 * The built api runs with the production dependencies only and no TypeScript loader. Built here into a folder under
 * the package (so that node_modules resolves), then started with a module hook that refuses tsx and any .ts file.
 */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(apiDir, 'node_modules', '.cache', `compiled-check-${process.pid}`);
const scratch = mkdtempSync(join(tmpdir(), 'novavox-compiled-api-'));
afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

const FORBID_TYPESCRIPT = `
import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    if (/\\.[cm]?tsx?$/.test(new URL(resolved.url).pathname) || resolved.url.includes('/node_modules/tsx/')) {
      throw new Error('TypeScript at run time: ' + resolved.url);
    }
    return resolved;
  },
});
`;

describe('the compiled api', () => {
  it('imports only node builtins and production dependencies, never tsx or a .ts file', async () => {
    const result = await build({ ...serverBuildOptions(), outdir, metafile: true });
    const { dependencies } = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(dependencies)).not.toContain('tsx');
    expect(importsOutside(result.metafile, [])).not.toEqual([]);
    expect(importsOutside(result.metafile, Object.keys(dependencies))).toEqual([]);
    expect(Object.keys(result.metafile.outputs).map((file) => file.split('/').pop())).toEqual(
      expect.arrayContaining(['server.js', 'database-backup.js']),
    );
  });

  it('serves from its SQLite file, with tsx and .ts files refused', async () => {
    const hook = join(scratch, 'forbid-typescript.mjs');
    writeFileSync(hook, FORBID_TYPESCRIPT);
    const api = await spawnApi({ API_DB_PATH: join(scratch, 'api.db') }, apiDir, [
      '--import',
      hook,
      join(outdir, 'server.js'),
    ]);
    try {
      const ready = await fetch(`${api.url}/ready`);
      expect(ready.status).toBe(200);
      const stored = await fetch(`${api.url}/experiments/state`);
      expect(stored.status).toBe(200);
    } finally {
      await api.stop();
    }
  });
});
