// @vitest-environment node
import { mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atomicWrite, switchLink } from './atomic-files';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'novavox-atomic-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('atomicWrite', () => {
  it('replaces a file and leaves no temporary file behind', async () => {
    const file = join(dir, 'state.json');
    await writeFile(file, 'old');
    await atomicWrite(file, 'new');
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['state.json']);
  });
});

describe('switchLink', () => {
  it('creates a link, then points it elsewhere, even past a leftover temporary link', async () => {
    const link = join(dir, 'current');
    await switchLink(link, 'releases/one');
    expect(await readlink(link)).toBe('releases/one');
    await symlink('releases/stale', `${link}.${process.pid}.tmp`);
    await switchLink(link, 'releases/two');
    expect(await readlink(link)).toBe('releases/two');
    expect(await readdir(dir)).toEqual(['current']);
  });
});
