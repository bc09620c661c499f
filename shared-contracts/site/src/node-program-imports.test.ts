// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importsOutside } from './node-program-imports';

describe('importsOutside', () => {
  it('lists the external imports that are neither builtins nor of allowed packages (a deep import is its package)', () => {
    const result = {
      outputs: {
        'dist/server.js': {
          imports: [
            { path: 'node:fs', external: true },
            { path: 'crypto', external: true },
            { path: 'hono/cors', external: true },
            { path: '@hono/node-server', external: true },
            { path: 'tsx/esm', external: true },
            { path: '@scope/other/deep', external: true },
            { path: 'src/bundled.ts', external: false },
            { path: 'also-bundled' },
          ],
        },
        'dist/backup.js': { imports: [{ path: 'pg', external: true }] },
      },
    };
    expect(importsOutside(result, ['hono', '@hono/node-server'])).toEqual(['tsx/esm', '@scope/other/deep', 'pg']);
    expect(importsOutside(result, ['hono', '@hono/node-server', 'tsx', '@scope/other', 'pg'])).toEqual([]);
  });
});
