import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'precompress-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function unpacked(file: string): Promise<{ br: string; gz: string }> {
  return {
    br: brotliDecompressSync(await readFile(`${file}.br`)).toString('utf8'),
    gz: gunzipSync(await readFile(`${file}.gz`)).toString('utf8'),
  };
}

describe('precompress', () => {
  it('writes .br and .gz copies of compressible files only, and nothing again for unchanged files', async () => {
    const script = join(folder, 'app.js');
    await writeFile(script, 'console.info("Terms of Service");\n'.repeat(50));
    await writeFile(join(folder, 'logo.png'), 'not compressible');

    expect(await precompress(folder)).toBe(1);
    expect(await unpacked(script)).toEqual({
      br: 'console.info("Terms of Service");\n'.repeat(50),
      gz: 'console.info("Terms of Service");\n'.repeat(50),
    });
    await expect(readFile(join(folder, 'logo.png.br'))).rejects.toThrow(/ENOENT/);
    expect(await precompress(folder)).toBe(0);
  });

  it('compresses a changed file again even when its old copies look newer than it', async () => {
    // A release is a build copied then edited: the build's copies come along, with times no older than the edit.
    const script = join(folder, 'terms.js');
    await writeFile(script, 'render("Terms of Service");\n');
    await precompress(folder);
    await writeFile(script, 'render("Terms of Service — release 2");\n');
    const later = new Date(Date.now() + 60_000);
    await utimes(`${script}.br`, later, later);
    await utimes(`${script}.gz`, later, later);

    expect(await precompress(folder)).toBe(1);
    expect(await unpacked(script)).toEqual({
      br: 'render("Terms of Service — release 2");\n',
      gz: 'render("Terms of Service — release 2");\n',
    });
  });

  it('replaces a copy that does not unpack', async () => {
    const sheet = join(folder, 'site.css');
    await writeFile(sheet, 'body { margin: 0 }\n');
    await writeFile(`${sheet}.gz`, 'garbage');
    await writeFile(`${sheet}.br`, 'garbage');

    expect(await precompress(folder)).toBe(1);
    expect(await unpacked(sheet)).toEqual({ br: 'body { margin: 0 }\n', gz: 'body { margin: 0 }\n' });
  });
});
