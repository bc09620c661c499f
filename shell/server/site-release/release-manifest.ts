import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * A site release is a folder: the files of the shell (with its prerendered pages), every remote's build and
 * remotes.json, plus manifest.json listing each file with its size and sha256 (docs/shipping.md, "Site releases").
 * The manifest is the only file not listed in itself.
 */
export const MANIFEST_FILE = 'manifest.json';

export interface ReleaseFile {
  path: string;
  size: number;
  sha256: string;
}

export interface SiteReleaseManifest {
  format: 1;
  id: string;
  version: string;
  commit: string;
  createdAt: string;
  files: ReleaseFile[];
}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every regular file under dir, as '/'-separated paths relative to it, sorted; the manifest itself left out. */
export async function listReleaseFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => path !== MANIFEST_FILE)
    .sort();
}

export async function describeFiles(dir: string): Promise<ReleaseFile[]> {
  const files: ReleaseFile[] = [];
  for (const path of await listReleaseFiles(dir)) {
    const full = join(dir, path);
    files.push({ path, size: (await stat(full)).size, sha256: await sha256OfFile(full) });
  }
  return files;
}

const ID_RULE = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,127}$/;

/** Reads and checks the manifest's shape; a message names the field and the rule it breaks. */
export async function readManifest(dir: string): Promise<SiteReleaseManifest> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8'));
  } catch (error) {
    throw new Error(`${join(dir, MANIFEST_FILE)} cannot be read as JSON: ${(error as Error).message}`);
  }
  const manifest = parsed as Partial<SiteReleaseManifest>;
  const fail = (field: string, rule: string): never => {
    throw new Error(`${join(dir, MANIFEST_FILE)}: "${field}" ${rule}.`);
  };
  if (manifest.format !== 1) fail('format', 'must be 1');
  if (typeof manifest.id !== 'string' || !ID_RULE.test(manifest.id))
    fail('id', 'must be letters, digits, ".", "_", "+" or "-" (at most 128)');
  for (const field of ['version', 'commit', 'createdAt'] as const) {
    if (typeof manifest[field] !== 'string' || manifest[field] === '') fail(field, 'must be a non-empty string');
  }
  if (!Array.isArray(manifest.files) || manifest.files.length === 0) fail('files', 'must list at least one file');
  for (const [index, file] of (manifest.files ?? []).entries()) {
    const path = (file as Partial<ReleaseFile>).path;
    if (typeof path !== 'string' || path === '' || path.startsWith('/') || path.split('/').includes('..'))
      fail(`files[${index}].path`, 'must be a relative path inside the release');
    if (!Number.isInteger(file.size) || file.size < 0) fail(`files[${index}].size`, 'must be a whole number ≥ 0');
    if (typeof file.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(file.sha256))
      fail(`files[${index}].sha256`, 'must be 64 lowercase hex digits');
  }
  return manifest as SiteReleaseManifest;
}

/**
 * Problems of the folder against its manifest: a listed file missing or with another size or checksum, or a file
 * the manifest does not list. Empty when the release is intact.
 */
export async function verifyRelease(dir: string, manifest: SiteReleaseManifest): Promise<string[]> {
  const problems: string[] = [];
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const file of manifest.files) {
    const full = join(dir, file.path);
    const found = await stat(full).catch(() => null);
    if (!found?.isFile()) {
      problems.push(`${file.path}: missing`);
      continue;
    }
    if (found.size !== file.size) {
      problems.push(`${file.path}: ${found.size} bytes, the manifest says ${file.size}`);
      continue;
    }
    if ((await sha256OfFile(full)) !== file.sha256) problems.push(`${file.path}: sha256 differs from the manifest`);
  }
  for (const path of await listReleaseFiles(dir)) {
    if (!listed.has(path)) problems.push(`${path}: not listed in the manifest`);
  }
  return problems;
}
