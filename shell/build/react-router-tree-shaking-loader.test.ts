import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const treeShakeableReactRouter = require('./react-router-tree-shaking-loader.cjs') as (source: string) => string;

/** The installed react-router's production files, the ones the shell's production build aliases. */
function productionFiles(): { name: string; source: string }[] {
  const routerEntry = createRequire(require.resolve('react-router-dom')).resolve('react-router');
  const production = join(dirname(routerEntry), '..', 'production');
  return readdirSync(production)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => ({ name, source: readFileSync(join(production, name), 'utf8') }));
}

const topLevelDisplayNames = (source: string) => source.match(/^[A-Za-z_$][\w$]*\.displayName = /gm) ?? [];
const unannotatedCalls = (source: string) =>
  source.match(/=\s*React\d*\.(?:forwardRef|createContext|memo)\(/g)?.filter((call) => !call.includes('PURE')) ?? [];
const annotatedCalls = (source: string) =>
  source.match(/\/\* @__PURE__ \*\/ React\d*\.(?:forwardRef|createContext|memo)\(/g) ?? [];

describe('react-router tree-shaking loader', () => {
  it('marks component and context factories as pure and drops top-level displayName statements', () => {
    const source = [
      'var Ctx = React.createContext(null);',
      'Ctx.displayName = "Ctx";',
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var Memo = React3.memo(Inner);',
      '    Nested.displayName = "kept";',
      'var plain = other.forwardRef(x);',
    ].join('\n');
    expect(treeShakeableReactRouter(source)).toBe(
      [
        'var Ctx = /* @__PURE__ */ React.createContext(null);',
        '',
        'var Link = /* @__PURE__ */ React10.forwardRef(',
        '  function LinkWithRef() {}',
        ');',
        '',
        'var Memo = /* @__PURE__ */ React3.memo(Inner);',
        '    Nested.displayName = "kept";',
        'var plain = other.forwardRef(x);',
      ].join('\n'),
    );
  });

  it("still matches the installed react-router's production files", () => {
    const files = productionFiles();
    const all = files.map((file) => file.source).join('\n');
    // The shapes the loader rewrites must be there; if react-router changes them, this fails rather than
    // the router's bytes quietly growing back.
    expect(topLevelDisplayNames(all)).toEqual(expect.arrayContaining(['Link.displayName = ', 'Form.displayName = ']));
    expect(unannotatedCalls(all).length).toBeGreaterThanOrEqual(10);
    for (const { name, source } of files) {
      const output = treeShakeableReactRouter(source);
      expect(topLevelDisplayNames(output), name).toEqual([]);
      expect(unannotatedCalls(output), name).toEqual([]);
      expect(annotatedCalls(output).length, name).toBeGreaterThanOrEqual(unannotatedCalls(source).length);
    }
  });
});
