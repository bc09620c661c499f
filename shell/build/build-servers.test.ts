// @vitest-environment node
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
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
    const packages = { ...manifest.dependencies, ...manifest.devDependencies };
    const packageOf = (path: string) =>
      path
        .split('/')
        .slice(0, path.startsWith('@') ? 2 : 1)
        .join('/');
    const imports = Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((entry) => entry.external).map((entry) => entry.path),
    );
    const stray = imports.filter(
      (path) =>
        packageOf(path) === 'tsx' ||
        !(path.startsWith('node:') || builtinModules.includes(path) || packageOf(path) in packages),
    );
    expect(stray).toEqual([]);

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
    const packageOf = (path: string) =>
      path
        .split('/')
        .slice(0, path.startsWith('@') ? 2 : 1)
        .join('/');
    const outside = Object.values(result.metafile.outputs)
      .flatMap((output) => output.imports.filter((entry) => entry.external).map((entry) => entry.path))
      .filter(
        (path) => !(path.startsWith('node:') || builtinModules.includes(path) || packageOf(path) in dependencies),
      );
    expect(outside).toEqual([]);
  });

  it('writes the first-frame script where the prerender reads it', () => {
    expect(FIRST_FRAME_SCRIPT_FILE).toBe(READ_BY_PRERENDER);
  });
});
