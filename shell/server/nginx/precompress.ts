import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

/**
 * Writes `<file>.br` and `<file>.gz` next to each compressible file of a build, for nginx's brotli_static and
 * gzip_static (compressed once at build time, at the highest levels, instead of on every response). A file whose
 * compressed copies are newer than it is skipped, so running it again costs only the stats.
 */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function precompress(folder: string): Promise<number> {
  const files = (await readdir(folder, { recursive: true })).filter((file) => COMPRESSIBLE.has(extname(file)));
  let written = 0;
  for (const relative of files) {
    const file = join(folder, relative);
    const source = await stat(file);
    if (!source.isFile()) continue;
    const existing = await stat(`${file}.gz`).catch(() => null);
    const existingBr = await stat(`${file}.br`).catch(() => null);
    if (existing && existingBr && existing.mtimeMs >= source.mtimeMs && existingBr.mtimeMs >= source.mtimeMs) continue;
    const data = await readFile(file);
    await writeFile(
      `${file}.br`,
      await brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    );
    await writeFile(`${file}.gz`, await gzipAsync(data, { level: zlib.Z_BEST_COMPRESSION }));
    written += 1;
  }
  return written;
}
