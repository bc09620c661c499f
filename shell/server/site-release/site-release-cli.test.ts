// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../../build/build-servers';
import { makeSiteRelease } from './site-releases';

/**
 * The server side of site releases runs compiled, with the shell's production dependencies only: a module hook
 * refuses tsx, any .ts file and any package that is not a production dependency, and PATH holds node alone (no
 * git, no pnpm, no browser).
 */
const shellDir = fileURLToPath(new URL('../..', import.meta.url));
const outdir = join(shellDir, 'node_modules', '.cache', `site-release-check-${process.pid}`);
const scratch = mkdtempSync(join(tmpdir(), 'novavox-site-release-cli-'));
const { dependencies } = JSON.parse(readFileSync(join(shellDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const PRODUCTION_ONLY = `
import { registerHooks } from 'node:module';
const allowed = ${JSON.stringify(Object.keys(dependencies))};
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    const path = new URL(resolved.url).pathname;
    const inModules = path.split('/node_modules/').at(-1);
    const name = path.includes('/node_modules/') && !inModules.startsWith('.cache/') ? inModules.split('/').slice(0, inModules.startsWith('@') ? 2 : 1).join('/') : null;
    if (/\\.[cm]?tsx?$/.test(path) || (name !== null && !allowed.includes(name))) {
      throw new Error('Not a production dependency: ' + resolved.url);
    }
    return resolved;
  },
});
`;

beforeAll(async () => {
  await build({
    ...serverBuildOptions(),
    entryPoints: [{ in: 'server/site-release.ts', out: 'site-release' }],
    outdir,
  });
  writeFileSync(join(scratch, 'production-only.mjs'), PRODUCTION_ONLY);
});
afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

function cli(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', join(scratch, 'production-only.mjs'), join(outdir, 'site-release.js'), ...args],
    { encoding: 'utf8', env: { PATH: dirname(process.execPath), SITE_RELEASE_ROOT: join(scratch, 'server') } },
  );
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

async function fixtureRelease(label: string, createdAt: string): Promise<string> {
  const dist = join(scratch, label, 'dist');
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  writeFileSync(join(dist, 'prerendered', 'index.html'), `<main>${label}</main>`);
  const { dir } = await makeSiteRelease({
    parts: [{ from: dist, to: 'shell' }],
    files: { 'remotes.json': JSON.stringify({ mf_legal: `/${label}/mf-manifest.json` }) },
    outDir: join(scratch, 'out'),
    version: '1.0.1',
    commit: label.repeat(8),
    createdAt: new Date(createdAt),
  });
  return dir;
}

describe('site-release on a server without a dev toolchain', () => {
  it('activates, refuses a corrupted release, rolls back', async () => {
    const one = await fixtureRelease('one', '2026-11-28T06:00:00Z');
    const two = await fixtureRelease('two', '2026-11-28T07:00:00Z');
    const current = () =>
      readFileSync(join(scratch, 'server', 'current', 'shell', 'prerendered', 'index.html'), 'utf8');

    expect(cli('activate', one)).toMatchObject({ status: 0, out: expect.stringContaining('is current') });
    expect(cli('activate', two).out).toMatch(
      /^Release 1\.0\.1\+20261128070000-twotwotwotwo is current \(previous: 1\.0\.1\+20261128060000-oneoneoneone\)/,
    );
    expect(current()).toBe('<main>two</main>');

    const three = await fixtureRelease('six', '2026-11-28T08:00:00Z');
    writeFileSync(join(three, 'remotes.json'), JSON.stringify({ mf_legal: '/abc/mf-manifest.json' }));
    const refused = cli('activate', three);
    expect(refused.status).toBe(3);
    expect(refused.out).toContain('is refused, nothing was changed');
    expect(refused.out).toContain('remotes.json: sha256 differs from the manifest');
    expect(current()).toBe('<main>two</main>');

    expect(cli('rollback')).toMatchObject({ status: 0 });
    expect(current()).toBe('<main>one</main>');
    expect(realpathSync(join(scratch, 'server', 'previous'))).toBe(
      join(realpathSync(scratch), 'server', 'releases', '1.0.1+20261128070000-twotwotwotwo'),
    );
    expect(JSON.parse(cli('status').out)).toMatchObject({ current: '1.0.1+20261128060000-oneoneoneone' });
  });

  it('names the missing folder when neither --root nor SITE_RELEASE_ROOT is given', () => {
    const result = spawnSync(process.execPath, [join(outdir, 'site-release.js'), 'status'], {
      encoding: 'utf8',
      env: { PATH: dirname(process.execPath) },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--root ROOT or SITE_RELEASE_ROOT');
  });
});
