import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { localRemoteLocations, remoteFolder, remoteIds } from '@novavox/contracts-site/remotes';
import { refreshNginxSite } from './nginx/nginx-site';
import { precompress } from './nginx/precompress';
import { PRERENDER_MANIFEST_FILE } from './prerender-manifest';
import { releasesDir } from './releases';
import { servedApps, workspaceRoot } from './site-layout';
import {
  activateRelease,
  makeSiteRelease,
  ReleaseRefused,
  releaseStatus,
  rollbackRelease,
} from './site-release/site-releases';

/**
 * Site releases (docs/shipping.md, "Site releases"):
 *   make [--out DIR] [--commit SHA]   on the build machine or in CI, after `pnpm build`: the built shell with its
 *                                     prerendered pages, every remote's build and remotes.json, with a manifest
 *   activate DIR [--root ROOT]        on the server: verify, unpack into ROOT/releases/<id>/, switch ROOT/current
 *   rollback [--root ROOT]            on the server: serve the previous release again
 *   status [--root ROOT]              which release is current and previous, and every one unpacked
 * ROOT defaults to $SITE_RELEASE_ROOT. activate, rollback and status use Node's own modules only. After a switch,
 * an nginx site serving from ROOT (serve:nginx or nginx:site with SITE_RELEASE_ROOT, found through RELEASES_DIR)
 * is written again from the new release and reloaded gracefully; the Node site server needs nothing.
 */
const USAGE =
  'Usage: site-release make [--out DIR] [--commit SHA] | activate DIR [--root ROOT] | rollback [--root ROOT] | status [--root ROOT]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, commit: { type: 'string' }, root: { type: 'string' } },
});
const [command, argument] = positionals;

function serverRoot(): string {
  const root = values.root ?? process.env.SITE_RELEASE_ROOT;
  if (!root) throw new Error('Name the releases folder: --root ROOT or SITE_RELEASE_ROOT.');
  return resolve(root);
}

function buildCommit(): string {
  if (values.commit) return values.commit;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: workspaceRoot, encoding: 'utf8' }).trim();
  } catch {
    throw new Error('No git commit found: pass --commit SHA.');
  }
}

async function make(): Promise<void> {
  const apps = servedApps(0);
  try {
    readFileSync(join(apps.shell.dist, PRERENDER_MANIFEST_FILE));
  } catch {
    throw new Error(`${apps.shell.dist} has no prerendered pages: run "pnpm build" first.`);
  }
  const { version } = JSON.parse(readFileSync(join(workspaceRoot, 'shell', 'package.json'), 'utf8')) as {
    version: string;
  };
  // Where each remote's manifest is on its own origin; the server puts its origins in front (runtime-files.ts).
  const locations = localRemoteLocations(0);
  const paths = Object.fromEntries(Object.entries(locations).map(([id, url]) => [id, new URL(url).pathname]));
  const { dir, manifest } = await makeSiteRelease({
    parts: [
      { from: apps.shell.dist, to: 'shell' },
      ...remoteIds.map((id) => ({
        from: join(workspaceRoot, remoteFolder(id), 'dist'),
        to: `remotes/${remoteFolder(id)}`,
      })),
    ],
    files: { 'remotes.json': `${JSON.stringify(paths, null, 2)}\n` },
    outDir: resolve(values.out ?? join(workspaceRoot, 'shell', '.site-releases')),
    version,
    commit: buildCommit(),
    // nginx's brotli_static and gzip_static: the server never writes into a release, so the copies come with it.
    prepare: precompress,
  });
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  console.log(`Release ${manifest.id}: ${manifest.files.length} files, ${bytes} bytes, in ${dir}`);
}

/** The nginx site, if one serves from a site release, written again from the release now current, and reloaded. */
async function reloadNginx(): Promise<void> {
  const reloaded = await refreshNginxSite(releasesDir(), { siteReleaseRoot: serverRoot() });
  if (reloaded) console.log('nginx serves it (reloaded gracefully).');
}

async function main(): Promise<void> {
  if (command === 'make') return make();
  if (command === 'activate') {
    if (!argument) throw new Error(`Name the release folder to activate.\n${USAGE}`);
    const { id, previous } = await activateRelease(serverRoot(), resolve(argument));
    console.log(`Release ${id} is current (previous: ${previous ?? 'none'}).`);
    await reloadNginx();
  } else if (command === 'rollback') {
    const { id, previous } = await rollbackRelease(serverRoot());
    console.log(`Rolled back: ${id} is current again (previous: ${previous}).`);
    await reloadNginx();
  } else if (command === 'status') {
    console.log(JSON.stringify(await releaseStatus(serverRoot()), null, 2));
  } else {
    throw new Error(USAGE);
  }
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(error instanceof ReleaseRefused ? 3 : 1);
});
