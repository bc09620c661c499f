import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, gunzip, gzip, constants as zlib } from 'node:zlib';

/**
 * Writes `<file>.br` and `<file>.gz` next to each compressible file of a build, for nginx's brotli_static and
 * gzip_static (compressed once at build time, at the highest levels, instead of on every response). A file whose
 * compressed copies unpack to its bytes is skipped, so running it again costs only the unpacking. Content decides,
 * not modification times: a release copied from a build and then changed can carry the build's copies with times
 * as new as the changed file's, and nginx would serve the old bytes.
 */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

export async function precompress(folder: string): Promise<number> {
  const files = (await readdir(folder, { recursive: true })).filter((file) => COMPRESSIBLE.has(extname(file)));
  let written = 0;
  for (const relative of files) {
    const file = join(folder, relative);
    const data = await readFile(file).catch(() => null);
    if (data === null) continue;
    if ((await unpacksTo(`${file}.gz`, gunzipAsync, data)) && (await unpacksTo(`${file}.br`, unbrotli, data))) continue;
    await writeFile(
      `${file}.br`,
      await brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    );
    await writeFile(`${file}.gz`, await gzipAsync(data, { level: zlib.Z_BEST_COMPRESSION }));
    written += 1;
  }
  return written;
}

async function unpacksTo(
  packed: string,
  unpack: (data: Buffer) => Promise<Buffer>,
  expected: Buffer,
): Promise<boolean> {
  const data = await readFile(packed).catch(() => null);
  if (data === null) return false;
  const unpacked = await unpack(data).catch(() => null);
  return unpacked?.equals(expected) ?? false;
}
