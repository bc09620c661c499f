import { builtinModules } from 'node:module';

/** What this check reads of esbuild's metafile (structurally, so this package needs no esbuild). */
export interface BuiltOutputs {
  outputs: Record<string, { imports: readonly { path: string; external?: boolean }[] }>;
}

/** The package an import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageOfImport(path: string): string {
  return path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * The imports a compiled Node program (node-program-build.ts) left external that are neither a Node builtin nor
 * one of `packages`: what would fail to load where only those packages are installed. The tests of the api's and
 * the shell's builds expect none.
 */
export function importsOutside(result: BuiltOutputs, packages: readonly string[]): string[] {
  return Object.values(result.outputs)
    .flatMap((output) => output.imports.filter((entry) => entry.external).map((entry) => entry.path))
    .filter(
      (path) =>
        !(path.startsWith('node:') || builtinModules.includes(path) || packages.includes(packageOfImport(path))),
    );
}
