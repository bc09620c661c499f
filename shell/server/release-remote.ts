import { execFileSync } from 'node:child_process';
import { cp, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { BUILD_ID_VARIABLE, type RemoteId, remoteFolder } from '@novavox/contracts-site/remotes';
import { refreshNginxSite } from './nginx/nginx-site';
import {
  parseRemoteArgument,
  RELEASES_URL_PREFIX,
  readReleaseState,
  releaseFolder,
  releasesDir,
  writeReleaseState,
} from './releases';
import { siteReleaseRoot, workspaceRoot } from './site-layout';

/**
 * Ship one remote alone, or roll it back, while the site keeps running:
 *   ship <remote>                 build it with a fresh build id, then publish the build
 *   publish <remote> [--dist DIR] publish an existing build (a CI artefact) as a new immutable release
 *   rollback <remote>             make the previous release live again (the plain build when none is left)
 *   status                        list the live release of each remote
 * After a ship, publish or rollback the public pages are prerendered again from what is now live
 * (--no-prerender skips it; meanwhile the pages the remote changed are served client-rendered).
 */
const [command, remoteArgument, ...rest] = process.argv.slice(2);
const dir = releasesDir();

function option(name: string): string | undefined {
  const index = rest.indexOf(name);
  return index >= 0 ? rest[index + 1] : undefined;
}

function newBuildId(): string {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: workspaceRoot, encoding: 'utf8' }).trim();
    return `${stamp}-${sha}`;
  } catch {
    return stamp;
  }
}

interface ManifestStamp {
  version?: string;
  buildId?: string;
}

async function publish(remote: RemoteId, distDir: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(distDir, 'mf-manifest.json'), 'utf8')) as {
    metaData?: { novavox?: ManifestStamp };
  };
  const stamp = manifest.metaData?.novavox;
  if (!stamp?.version || !stamp.buildId)
    throw new Error(`${distDir}/mf-manifest.json carries no version and build id.`);
  const release = `${stamp.version}+${stamp.buildId}`;
  const target = releaseFolder(dir, remote, release);
  if (await stat(target).catch(() => null)) {
    throw new Error(
      `Release ${release} of ${remote} already exists: releases are immutable; build again for a new id.`,
    );
  }
  await cp(distDir, target, { recursive: true });
  const state = await readReleaseState(dir);
  state.history[remote] = [...(state.history[remote] ?? []), release];
  state.current[remote] = release;
  await writeReleaseState(dir, state);
  console.log(`${remote} ${release} is live: ${RELEASES_URL_PREFIX}${release}/mf-manifest.json (from ${target})`);
}

async function rollback(remote: RemoteId): Promise<void> {
  const state = await readReleaseState(dir);
  const history = state.history[remote] ?? [];
  if (history.length === 0) throw new Error(`${remote} has no release to roll back.`);
  const withdrawn = history.pop();
  state.history[remote] = history;
  const previous = history.at(-1);
  if (previous) state.current[remote] = previous;
  else delete state.current[remote];
  await writeReleaseState(dir, state);
  console.log(`${remote}: withdrew ${withdrawn}; live now: ${previous ?? 'the plain build in its dist folder'}`);
}

function prerenderAgain(): void {
  if (rest.includes('--no-prerender')) return;
  // A server running site releases has no browser or build tools: its pages are prerendered in CI, and come with
  // the next site release; meanwhile the pages the remote changed are served client-rendered (docs/shipping.md).
  if (siteReleaseRoot()) {
    console.log('SITE_RELEASE_ROOT is set: no prerender here; the next site release brings the pages.');
    return;
  }
  execFileSync('pnpm', ['--filter', '@novavox/shell', 'run', 'prerender'], { cwd: workspaceRoot, stdio: 'inherit' });
}

async function main(): Promise<void> {
  await run();
  // Behind nginx (pnpm run serve:nginx) the shell's pages, CSPs and /remotes.json are files: written again now.
  if (command !== 'status') await refreshNginxSite(dir);
}

async function run(): Promise<void> {
  if (command === 'status') {
    console.log(JSON.stringify((await readReleaseState(dir)).current, null, 2));
    return;
  }
  const remote = parseRemoteArgument(remoteArgument);
  if (command === 'ship') {
    const buildId = newBuildId();
    execFileSync('pnpm', ['--filter', `@novavox/${remoteFolder(remote)}`, 'run', 'build'], {
      cwd: workspaceRoot,
      stdio: 'inherit',
      env: { ...process.env, [BUILD_ID_VARIABLE]: buildId },
    });
    await publish(remote, join(workspaceRoot, remoteFolder(remote), 'dist'));
    await refreshNginxSite(dir);
    prerenderAgain();
  } else if (command === 'publish') {
    await publish(remote, resolve(option('--dist') ?? join(workspaceRoot, remoteFolder(remote), 'dist')));
    await refreshNginxSite(dir);
    prerenderAgain();
  } else if (command === 'rollback') {
    await rollback(remote);
    await refreshNginxSite(dir);
    prerenderAgain();
  } else {
    throw new Error('Usage: ship <remote> | publish <remote> [--dist DIR] | rollback <remote> | status');
  }
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(1);
});
