import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activateRelease,
  activeReleaseDir,
  makeSiteRelease,
  ReleaseRefused,
  releaseStatus,
  rollbackRelease,
} from './site-releases';

const scratches: string[] = [];
afterEach(() => {
  for (const dir of scratches.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'novavox-site-release-'));
  scratches.push(dir);
  return dir;
}

/** A small built site: the shell with one prerendered page and one remote; `label` marks which build it is. */
function fixtureBuild(base: string, label: string): { shell: string; legal: string } {
  const shell = join(base, label, 'shell-dist');
  const legal = join(base, label, 'legal-dist');
  mkdirSync(join(shell, 'prerendered'), { recursive: true });
  mkdirSync(join(legal, 'static'), { recursive: true });
  writeFileSync(join(shell, 'index.html'), `<p>${label}</p>`);
  writeFileSync(join(shell, 'prerendered', 'index.html'), `<main>${label}</main>`);
  writeFileSync(join(legal, 'mf-manifest.json'), JSON.stringify({ build: label }));
  writeFileSync(join(legal, 'static', 'main.js'), `console.log(${JSON.stringify(label)})`);
  return { shell, legal };
}

async function make(base: string, label: string, createdAt: string) {
  const built = fixtureBuild(base, label);
  return makeSiteRelease({
    parts: [
      { from: built.shell, to: 'shell' },
      { from: built.legal, to: 'remotes/mf-legal' },
    ],
    files: { 'remotes.json': JSON.stringify({ mf_legal: label }) },
    outDir: join(base, 'out'),
    version: '1.0.1',
    commit: 'ff77a02aaaaabbbbbcccc',
    createdAt: new Date(createdAt),
  });
}

/** A scratch server root and two releases made an hour apart, neither active yet. */
async function twoReleases() {
  const base = scratch();
  const one = await make(base, 'one', '2026-11-28T06:00:00Z');
  const two = await make(base, 'two', '2026-11-28T07:00:00Z');
  return { root: join(base, 'server'), one, two };
}

describe('site releases', () => {
  it('lists every file with its size and the sha256 a second implementation computes', async () => {
    const base = scratch();
    const { dir, manifest } = await make(base, 'one', '2026-11-28T06:00:00Z');
    expect(manifest.id).toBe('1.0.1+20261128060000-ff77a02aaaaa');
    expect(manifest.files.map((file) => file.path)).toEqual([
      'remotes.json',
      'remotes/mf-legal/mf-manifest.json',
      'remotes/mf-legal/static/main.js',
      'shell/index.html',
      'shell/prerendered/index.html',
    ]);
    const page = manifest.files.find((file) => file.path === 'shell/index.html');
    // "<p>one</p>" is 10 bytes.
    expect(page?.size).toBe(10);
    expect(page?.sha256).toBe(createHash('sha256').update('<p>one</p>').digest('hex'));
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).commit).toBe('ff77a02aaaaabbbbbcccc');
  });

  it('activates, switches to a newer release and rolls back with one call', async () => {
    const { root, one, two } = await twoReleases();

    await activateRelease(root, one.dir);
    expect(await readFile(join(root, 'current', 'remotes.json'), 'utf8')).toContain('one');
    await activateRelease(root, two.dir);
    expect(await readFile(join(root, 'current', 'shell', 'prerendered', 'index.html'), 'utf8')).toBe(
      '<main>two</main>',
    );
    expect(await releaseStatus(root)).toEqual({
      current: two.manifest.id,
      previous: one.manifest.id,
      releases: [one.manifest.id, two.manifest.id],
    });

    expect(await rollbackRelease(root)).toEqual({ id: one.manifest.id, previous: two.manifest.id });
    expect(await readFile(join(root, 'current', 'remotes.json'), 'utf8')).toContain('one');
    expect(await readFile(join(root, 'current', 'shell', 'prerendered', 'index.html'), 'utf8')).toBe(
      '<main>one</main>',
    );
  });

  it('refuses a corrupted release with the file named, and changes nothing', async () => {
    const { root, one, two } = await twoReleases();
    await activateRelease(root, one.dir);
    // Same size, other bytes: only the checksum can tell.
    writeFileSync(join(two.dir, 'remotes', 'mf-legal', 'static', 'main.js'), 'console.log("TWO")');
    writeFileSync(join(two.dir, 'extra.txt'), 'not listed');

    const refused = activateRelease(root, two.dir);
    await expect(refused).rejects.toBeInstanceOf(ReleaseRefused);
    await expect(activateRelease(root, two.dir)).rejects.toThrow(
      /remotes\/mf-legal\/static\/main\.js: sha256 differs from the manifest[\s\S]*extra\.txt: not listed/,
    );
    expect(await releaseStatus(root)).toEqual({
      current: one.manifest.id,
      previous: null,
      releases: [one.manifest.id],
    });
  });

  it('refuses a manifest that breaks its rules, naming the field', async () => {
    const base = scratch();
    const one = await make(base, 'one', '2026-11-28T06:00:00Z');
    const manifest = JSON.parse(readFileSync(join(one.dir, 'manifest.json'), 'utf8'));
    manifest.files[0].path = '../../etc/passwd';
    writeFileSync(join(one.dir, 'manifest.json'), JSON.stringify(manifest));
    await expect(activateRelease(join(base, 'server'), one.dir)).rejects.toThrow(
      /"files\[0\]\.path" must be a relative path inside the release/,
    );
  });

  it('refuses a rollback when there is nothing to return to', async () => {
    const base = scratch();
    const root = join(base, 'server');
    await activateRelease(root, (await make(base, 'one', '2026-11-28T06:00:00Z')).dir);
    await expect(rollbackRelease(root)).rejects.toThrow(/no previous release/);
  });

  it('gives a reader that resolves current once the pages and remotes.json of one release, never a mix', async () => {
    const { root, one, two } = await twoReleases();
    await activateRelease(root, one.dir);
    await activateRelease(root, two.dir);

    let switching = true;
    const switches = (async () => {
      for (let round = 0; round < 40; round++) await rollbackRelease(root);
      switching = false;
    })();
    const seen = new Set<string>();
    let reads = 0;
    while (switching) {
      const dir = await activeReleaseDir(root);
      const page = await readFile(join(dir, 'shell', 'prerendered', 'index.html'), 'utf8');
      const remotes = JSON.parse(await readFile(join(dir, 'remotes.json'), 'utf8')) as { mf_legal: string };
      expect(page).toBe(`<main>${remotes.mf_legal}</main>`);
      seen.add(remotes.mf_legal);
      reads++;
    }
    await switches;
    expect(reads).toBeGreaterThan(0);
    expect(seen.size).toBeGreaterThan(0);
  });
});
