import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { localOrigin } from '@novavox/contracts-site/topology';
import { expect, test } from '@playwright/test';
import { portOffset } from '../support/site';

/**
 * A site release switches the prerendered pages and /remotes.json together: the compiled Node server serves from
 * SITE_RELEASE_ROOT/current (docs/shipping.md, "Site releases"), on ports of its own beside the suite's site.
 */
const workspace = resolve(import.meta.dirname, '../..');
const offset = portOffset + 50;
const shell = localOrigin('shell', offset);
const siteRelease = join(workspace, 'shell/server-dist/site-release.js');

let scratch = '';
let server: ChildProcess | null = null;

test.afterAll(async () => {
  server?.kill('SIGTERM');
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

function cli(...args: string[]): string {
  return execFileSync(process.execPath, [siteRelease, ...args, '--root', join(scratch, 'server')], {
    encoding: 'utf8',
  });
}

/** The manifest written again by a second implementation, after the test changed files of a release. */
async function rewriteManifest(dir: string, id: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const full = join(entry.parentPath, entry.name);
    const path = relative(dir, full);
    if (!entry.isFile() || path === 'manifest.json') continue;
    const bytes = await readFile(full);
    files.push({ path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  files.sort((a, b) => (a.path < b.path ? -1 : 1));
  await writeFile(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, id, files }));
}

async function served(): Promise<{ home: string; legalPath: string }> {
  const [home, remotes] = await Promise.all([
    fetch(`${shell}/`).then((response) => response.text()),
    fetch(`${shell}/remotes.json`).then((response) => response.json() as Promise<Record<string, string>>),
  ]);
  return { home, legalPath: new URL(remotes.mf_legal ?? '').pathname };
}

test('activating a site release switches its pages and remotes.json together; rollback returns both', async () => {
  test.setTimeout(120_000);
  scratch = await mkdtemp(join(tmpdir(), 'novavox-site-release-e2e-'));
  const made = execFileSync(process.execPath, [siteRelease, 'make', '--out', join(scratch, 'out')], {
    cwd: workspace,
    encoding: 'utf8',
  });
  const first = join(scratch, 'out', made.match(/^Release (\S+):/)?.[1] ?? 'none');

  // The second release: the home page's prerendered file marked, and the legal remote at another path.
  const second = join(scratch, 'second');
  await cp(first, second, { recursive: true });
  const prerender = JSON.parse(await readFile(join(second, 'shell/prerender.json'), 'utf8'));
  const homeFile = join(second, 'shell', prerender.pages['/'].file);
  await writeFile(homeFile, (await readFile(homeFile, 'utf8')).replace('</body>', '<!-- second release --></body>'));
  await writeFile(join(second, 'remotes.json'), JSON.stringify({ mf_legal: '/second/mf-manifest.json' }));
  await rewriteManifest(second, 'second-release');

  cli('activate', first);
  server = spawn(process.execPath, [join(workspace, 'shell/server-dist/serve-site.js')], {
    env: { ...process.env, NOVAVOX_PORT_OFFSET: String(offset), SITE_RELEASE_ROOT: join(scratch, 'server') },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${shell}/remotes.json`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);

  const before = await served();
  expect(before.home).toContain('data-prerendered="/"');
  expect(before.home).not.toContain('second release');
  expect(before.legalPath).toBe('/mf-manifest.json');

  expect(cli('activate', second)).toContain('Release second-release is current');
  const after = await served();
  expect(after.home).toContain('<!-- second release -->');
  expect(after.legalPath).toBe('/second/mf-manifest.json');

  cli('rollback');
  const back = await served();
  expect(back.home).not.toContain('second release');
  expect(back.legalPath).toBe('/mf-manifest.json');
});
