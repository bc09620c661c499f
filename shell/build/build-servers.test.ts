// @vitest-environment node
import { readFileSync } from 'node:fs';
import { importsOutside } from '@novavox/contracts-site/node-program-imports';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { FIRST_FRAME_SCRIPT_FILE as READ_BY_PRERENDER } from '../server/prerender/variant-markup';
import { FIRST_FRAME_SCRIPT_FILE, SERVER_PROGRAMS, serverBuildOptions } from './build-servers';

/**
 * The site's compiled servers load no TypeScript: their external imports are node builtins and the shell's
 * packages (never tsx), and no file name in them ends in .ts (a spawned `serve-site.ts`, a worker's module).
 * The static server itself needs the shell's production dependencies alone.
 */
describe('the compiled site servers', () => {
  it('import no TypeScript loader and name no .ts file', async () => {
    const result = await build({ ...serverBuildOptions(), write: false, metafile: true });
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    // Every package the shell names, except the TypeScript loader.
    const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
      (name) => name !== 'tsx',
    );
    expect(importsOutside(result.metafile, packages)).toEqual([]);

    const programs = result.outputFiles.filter((file) => file.path.endsWith('.js'));
    expect(programs.map((file) => file.path.split('/').pop()).sort()).toEqual(
      SERVER_PROGRAMS.map((name) => `${name}.js`).sort(),
    );
    // .ts only: the remote registry names each remote's .tsx expose files, as data.
    for (const program of programs) {
      expect(program.text).not.toMatch(/['"`][^'"`\s]*\.[cm]?ts['"`]/);
      expect(program.text).not.toMatch(/['"`]tsx(\/[^'"`]*)?['"`]/);
    }
  });

  it('serve-site needs only production dependencies', async () => {
    const result = await build({
      ...serverBuildOptions(),
      entryPoints: [{ in: 'server/serve-site.ts', out: 'serve-site' }],
      write: false,
      metafile: true,
    });
    const { dependencies } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(importsOutside(result.metafile, Object.keys(dependencies))).toEqual([]);
  });

  it('writes the first-frame script where the prerender reads it', () => {
    expect(FIRST_FRAME_SCRIPT_FILE).toBe(READ_BY_PRERENDER);
  });
});
