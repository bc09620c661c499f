import { readFileSync } from 'node:fs';

type DependencyField = 'dependencies' | 'devDependencies';

/**
 * The esbuild options the api and the shell build their Node programs with, run as `node <file>.js` with no
 * TypeScript loader: workspace packages (TypeScript source) are bundled in, every other package named in
 * `fields` of the package's manifest stays an import of node_modules; ESM for Node 24, with source maps.
 */
export function nodeProgramBuildOptions(packageDir: URL, fields: readonly DependencyField[]) {
  const manifest = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as Partial<
    Record<DependencyField, Record<string, string>>
  >;
  const external = fields
    .flatMap((field) => Object.entries(manifest[field] ?? {}))
    .filter(([, version]) => !version.startsWith('workspace:'))
    .flatMap(([name]) => [name, `${name}/*`]);
  return {
    absWorkingDir: new URL('.', packageDir).pathname,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external,
    sourcemap: true,
    logLevel: 'warning',
  } as const;
}
