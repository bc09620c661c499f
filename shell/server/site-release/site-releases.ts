import { cp, mkdir, readdir, readlink, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { switchLink } from '../atomic-files';
import {
  describeFiles,
  MANIFEST_FILE,
  readManifest,
  type SiteReleaseManifest,
  verifyRelease,
} from './release-manifest';

/**
 * Making a site release on the build machine, and activating it or rolling it back on the server
 * (docs/shipping.md, "Site releases"). The server side needs Node's own modules only: no build tools, no git,
 * no browser. On the server, a root folder holds
 *   releases/<id>/   each activated release, unpacked and verified, never changed afterwards
 *   current          a symlink to releases/<id>: what is served
 *   previous         a symlink to the release served before (what rollback returns to)
 * A switch writes a new symlink beside the old one and renames it over it (rename(2) is atomic), so a reader that
 * resolves `current` once per request sees the old release or the new one, never a mix.
 */

export class ReleaseRefused extends Error {}

export interface ReleasePart {
  /** A folder of built files (e.g. shell/dist, with the prerendered pages). */
  from: string;
  /** Where it goes inside the release: 'shell', 'remotes/mf-legal', … */
  to: string;
}

export interface MakeOptions {
  parts: ReleasePart[];
  /** Files written as given, e.g. { 'remotes.json': '…' }. */
  files?: Record<string, string>;
  outDir: string;
  version: string;
  commit: string;
  createdAt?: Date;
  /** Run on the release's folder before its manifest is written, e.g. to add precompressed copies. */
  prepare?: (dir: string) => Promise<unknown>;
}

export function releaseId(version: string, commit: string, createdAt: Date): string {
  const stamp = createdAt.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${version}+${stamp}-${commit.slice(0, 12)}`;
}

/** Copies the parts into <outDir>/<id>/ and writes its manifest last; returns the folder and the manifest. */
export async function makeSiteRelease(options: MakeOptions): Promise<{ dir: string; manifest: SiteReleaseManifest }> {
  const createdAt = options.createdAt ?? new Date();
  const id = releaseId(options.version, options.commit, createdAt);
  const dir = join(options.outDir, id);
  if (await stat(dir).catch(() => null)) throw new Error(`${dir} already exists: a release is made once.`);
  await mkdir(dir, { recursive: true });
  for (const part of options.parts) {
    if (!(await stat(part.from).catch(() => null))?.isDirectory())
      throw new Error(`${part.from} is not a folder: build it first.`);
    await cp(part.from, join(dir, part.to), { recursive: true });
  }
  for (const [path, content] of Object.entries(options.files ?? {})) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  await options.prepare?.(dir);
  const manifest: SiteReleaseManifest = {
    format: 1,
    id,
    version: options.version,
    commit: options.commit,
    createdAt: createdAt.toISOString(),
    files: await describeFiles(dir),
  };
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, manifest };
}

const RELEASES = 'releases';
const CURRENT = 'current';
const PREVIOUS = 'previous';

function refusal(what: string, problems: string[]): ReleaseRefused {
  const shown = problems.slice(0, 10).map((problem) => `  ${problem}`);
  if (problems.length > 10) shown.push(`  … and ${problems.length - 10} more`);
  return new ReleaseRefused(`${what} is refused, nothing was changed:\n${shown.join('\n')}`);
}

/** The release a link points at, as its id, or null when there is no such link. */
async function linkedId(root: string, name: string): Promise<string | null> {
  const target = await readlink(join(root, name)).catch(() => null);
  return target === null ? null : basename(target);
}

/** Points root/<name> at releases/<id> with one rename(2). */
function switchReleaseLink(root: string, name: string, id: string): Promise<void> {
  return switchLink(join(root, name), join(RELEASES, id));
}

async function verifiedRelease(dir: string, what: string): Promise<SiteReleaseManifest> {
  let manifest: SiteReleaseManifest;
  try {
    manifest = await readManifest(dir);
  } catch (error) {
    throw refusal(what, [(error as Error).message]);
  }
  const problems = await verifyRelease(dir, manifest);
  if (problems.length > 0) throw refusal(what, problems);
  return manifest;
}

/**
 * Verifies the received release, copies it into releases/<id>/ (through a temporary folder renamed into place),
 * verifies the copy, then makes it current and the one served until now previous. A release already unpacked is
 * verified again and reused. Returns the id now current.
 */
export async function activateRelease(root: string, source: string): Promise<{ id: string; previous: string | null }> {
  const manifest = await verifiedRelease(source, `The release in ${source}`);
  const target = join(root, RELEASES, manifest.id);
  if (await stat(target).catch(() => null)) {
    await verifiedRelease(target, `The unpacked release ${target}`);
  } else {
    await mkdir(join(root, RELEASES), { recursive: true });
    const incoming = join(root, RELEASES, `.incoming-${manifest.id}-${process.pid}`);
    await rm(incoming, { recursive: true, force: true });
    await cp(source, incoming, { recursive: true });
    try {
      await verifiedRelease(incoming, `The copy of ${source}`);
    } catch (error) {
      await rm(incoming, { recursive: true, force: true });
      throw error;
    }
    await rename(incoming, target);
  }
  const served = await linkedId(root, CURRENT);
  if (served !== manifest.id) {
    await switchReleaseLink(root, CURRENT, manifest.id);
    if (served) await switchReleaseLink(root, PREVIOUS, served);
  }
  return { id: manifest.id, previous: served === manifest.id ? await linkedId(root, PREVIOUS) : served };
}

/** Serves the previous release again (verified first); the one served until now becomes previous. */
export async function rollbackRelease(root: string): Promise<{ id: string; previous: string }> {
  const previous = await linkedId(root, PREVIOUS);
  const served = await linkedId(root, CURRENT);
  if (!previous || !served) throw new ReleaseRefused(`${root} has no previous release to roll back to.`);
  await verifiedRelease(join(root, RELEASES, previous), `Rolling back to ${previous}`);
  await switchReleaseLink(root, CURRENT, previous);
  await switchReleaseLink(root, PREVIOUS, served);
  return { id: previous, previous: served };
}

export interface ReleaseStatus {
  current: string | null;
  previous: string | null;
  releases: string[];
}

export async function releaseStatus(root: string): Promise<ReleaseStatus> {
  const entries = await readdir(join(root, RELEASES)).catch(() => [] as string[]);
  return {
    current: await linkedId(root, CURRENT),
    previous: await linkedId(root, PREVIOUS),
    releases: entries.filter((name) => !name.startsWith('.')).sort(),
  };
}

/**
 * The folder of the release being served, resolved once: a request that reads all its files from this folder sees
 * one release whole, even while another is activated.
 */
export async function activeReleaseDir(root: string): Promise<string> {
  return realpath(join(root, CURRENT));
}
