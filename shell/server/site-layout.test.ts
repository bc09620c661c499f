import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exposedFiles, remoteFolder, remoteIds } from '@novavox/contracts-site/remotes';
import { describe, expect, it } from 'vitest';
import { missingBuildProblem, workspaceRoot } from './site-layout';

/** The registry (remote-registry.ts) against the workspace on disk: what the type system cannot see. */
describe('the remote registry and the workspace', () => {
  const remoteFoldersOnDisk = readdirSync(workspaceRoot).filter(
    (folder) => existsSync(join(workspaceRoot, folder, 'module-federation.config.ts')) && folder !== 'shell',
  );

  it('registers exactly the remote folders of the workspace', () => {
    expect(remoteFoldersOnDisk.sort()).toEqual(remoteIds.map(remoteFolder).sort());
  });

  it.each(remoteIds)('finds every file %s exposes, and no module in its exposes folder it leaves out', (remote) => {
    const folder = join(workspaceRoot, remoteFolder(remote));
    const files = Object.values(exposedFiles(remote));
    for (const file of files) expect(existsSync(join(folder, file)), file).toBe(true);
    const modules = readdirSync(join(folder, 'src/exposes'))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => `./src/exposes/${name}`);
    expect(modules.sort()).toEqual([...files].sort());
  });

  it.each(remoteIds)("builds %s's federation and rsbuild configs under its registered name", (remote) => {
    const read = (file: string) => readFileSync(join(workspaceRoot, remoteFolder(remote), file), 'utf8');
    expect(read('module-federation.config.ts')).toContain(`remoteFederationOptions('${remote}'`);
    expect(read('rsbuild.config.ts')).toContain(`defineRemoteConfig('${remote}'`);
  });

  it('applies the no-remote-to-remote rule to every registered remote', () => {
    const require = createRequire(import.meta.url);
    const config = require(join(workspaceRoot, '.dependency-cruiser.cjs')) as {
      forbidden: { name: string; from: { path: string } }[];
    };
    const rule = config.forbidden.find(({ name }) => name === 'no-remote-to-remote');
    const from = new RegExp(rule?.from.path ?? '$^');
    for (const remote of remoteIds) expect(from.test(`${remoteFolder(remote)}/src/index.ts`), remote).toBe(true);
    expect(from.test('shell/src/index.ts')).toBe(false);
  });
});

describe('missingBuildProblem', () => {
  const root = mkdtempSync(join(tmpdir(), 'site-layout-'));
  const app = (name: string, built: boolean) => {
    const dist = join(root, name);
    mkdirSync(dist, { recursive: true });
    if (built) writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    return { service: 'shell' as const, dist, port: 3000 };
  };

  it('says nothing when every app has its index.html', () => {
    expect(missingBuildProblem({ shell: app('a', true), remotes: [app('b', true)] }, null)).toBeNull();
  });

  it('names the first app without one, and what to run: a build, or a release to activate', () => {
    const apps = { shell: app('c', true), remotes: [app('d', false), app('e', false)] };
    expect(missingBuildProblem(apps, null)).toBe(`No build found in ${join(root, 'd')}. Run "pnpm build" first.`);
    expect(missingBuildProblem(apps, '/srv/novavox')).toBe(
      `No site release is active in /srv/novavox (${join(root, 'd')} is missing): run "pnpm release:activate DIR".`,
    );
  });
});
