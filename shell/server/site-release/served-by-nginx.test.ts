// @vitest-environment node
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@novavox/contracts-site/free-port';
import { waitUntil } from '@novavox/contracts-site/wait-until';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../../build/build-servers';
import { EDGE_LIMITS } from '../nginx/edge';
import { nginxBinary } from '../nginx/edge-env';
import { writeNginxSite } from '../nginx/nginx-site';
import { precompress } from '../nginx/precompress';
import { stopChild } from '../processes/stop-child';
import { readManifest, verifyRelease } from './release-manifest';
import { makeSiteRelease } from './site-releases';

/**
 * nginx serving a site release (docs/shipping.md, "Site releases"; docs/deploy.md): Debian's nginx started for real
 * on the site `serve:nginx` and `nginx:site` write, with SITE_RELEASE_ROOT set. The compiled release tool
 * activates and rolls back, and nginx switches with one graceful reload, its master never restarted, while a
 * client keeps asking for a page and a remote's file on new connections: none may fail, and every answer is one
 * release's or the other's.
 */
const NGINX = nginxBinary(process.env);
const shellDir = fileURLToPath(new URL('../..', import.meta.url));
const outdir = join(shellDir, 'node_modules', '.cache', `served-by-nginx-${process.pid}`);
let scratch = '';
let nginx: ChildProcess | null = null;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'novavox-release-nginx-'));
  await build({
    ...serverBuildOptions(),
    entryPoints: [{ in: 'server/site-release.ts', out: 'site-release' }],
    outdir,
  });
});
afterAll(async () => {
  await stopChild(nginx, 'SIGQUIT');
  await rm(outdir, { recursive: true, force: true });
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A small built site: the shell's page and the legal remote's manifest under a path of this build's own. */
async function fixtureRelease(label: string, createdAt: string): Promise<string> {
  const shell = join(scratch, label, 'shell');
  const legal = join(scratch, label, 'legal');
  await mkdir(shell, { recursive: true });
  await mkdir(join(legal, label), { recursive: true });
  await writeFile(join(shell, 'index.html'), `<!doctype html><title>release ${label}</title><div id="root"></div>\n`);
  await writeFile(join(legal, 'index.html'), '<!doctype html><title>legal</title>\n');
  await writeFile(
    join(legal, label, 'mf-manifest.json'),
    `${JSON.stringify({ build: label, pad: 'x'.repeat(600) })}\n`,
  );
  const { dir } = await makeSiteRelease({
    parts: [
      { from: shell, to: 'shell' },
      { from: legal, to: 'remotes/mf-legal' },
    ],
    files: { 'remotes.json': JSON.stringify({ mf_legal: `/${label}/mf-manifest.json` }) },
    outDir: join(scratch, 'out'),
    version: '1.0.1',
    commit: label.repeat(12),
    createdAt: new Date(createdAt),
    prepare: precompress,
  });
  return dir;
}

/** One GET on a connection of its own (no keep-alive), so a reload never closes a connection it reuses. */
function getOnce(url: string): Promise<{ status: number; body: string; instance: string }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, headers: { Connection: 'close' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, instance: String(response.headers['x-site-instance']) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

describe.skipIf(!existsSync(NGINX))('nginx serving a site release', () => {
  it('serves the active release and switches on activate and rollback with a reload, no request failing', async () => {
    const root = join(scratch, 'server');
    const releasesDir = join(scratch, 'remote-releases');
    const cli = (...args: string[]) => {
      const result = spawnSync(process.execPath, [join(outdir, 'site-release.js'), ...args], {
        encoding: 'utf8',
        env: { PATH: dirname(process.execPath), SITE_RELEASE_ROOT: root, RELEASES_DIR: releasesDir },
      });
      return { status: result.status, out: `${result.stdout}${result.stderr}` };
    };
    const one = await fixtureRelease('one', '2026-11-28T06:00:00Z');
    const two = await fixtureRelease('two', '2026-11-28T07:00:00Z');
    // No nginx site yet: activation switches the folder only.
    const first = cli('activate', one);
    expect(first).toMatchObject({ status: 0 });
    expect(first.out).not.toContain('nginx');

    const [shellPort, legalPort, apiPort] = [await freePort(), await freePort(), await freePort()];
    const shellOrigin = `http://127.0.0.1:${shellPort}`;
    const legalOrigin = `http://127.0.0.1:${legalPort}`;
    const prefix = join(scratch, 'nginx');
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      await mkdir(join(prefix, 'tmp', kind), { recursive: true });
    const logDir = join(scratch, 'logs');
    await mkdir(logDir, { recursive: true });
    // What serve-nginx.ts passes, with the builds' folders pointing nowhere: the release's must be used.
    const { conf } = await writeNginxSite({
      env: {
        PUBLIC_SITE_URL: shellOrigin,
        PUBLIC_API_URL: `http://127.0.0.1:${apiPort}`,
        REMOTE_MF_LEGAL_URL: `${legalOrigin}/mf-manifest.json`,
      },
      prefix,
      siteDir: join(prefix, 'site'),
      host: '127.0.0.1',
      shell: { service: 'shell', dist: join(scratch, 'no-shell-build'), port: shellPort },
      remotes: [{ service: 'mf_legal', dist: join(scratch, 'no-legal-build'), port: legalPort }],
      api: { port: apiPort, processPorts: [apiPort + 1] },
      releasesDir,
      siteReleaseRoot: root,
      shellOrigins: [shellOrigin],
      tls: null,
      redirectPort: null,
      logDir,
      workerConnections: 256,
      limits: EDGE_LIMITS,
      brotliModule: null,
      brotliFilterModule: null,
      mimeTypes: '/etc/nginx/mime.types',
      workerUser: process.getuid?.() === 0 ? userInfo().username : null,
      siteInstance: 'the-one-nginx',
      nginx: NGINX,
    });
    nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', join(logDir, 'error.log'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    const answers = () =>
      getOnce(`${shellOrigin}/remotes.json`).then(
        () => true,
        () => false,
      );
    const exited = () => nginx?.exitCode !== null;
    if (!(await waitUntil(answers, { timeoutMs: 10_000, intervalMs: 50, cancelled: exited })))
      throw new Error(await readFile(join(logDir, 'error.log'), 'utf8'));
    const masterPid = (await readFile(join(prefix, 'nginx.pid'), 'utf8')).trim();

    const served = async () => {
      const [page, remotes] = await Promise.all([getOnce(`${shellOrigin}/`), getOnce(`${shellOrigin}/remotes.json`)]);
      const legalUrl = new URL((JSON.parse(remotes.body) as Record<string, string>).mf_legal ?? '');
      const manifest = await getOnce(`${legalOrigin}${legalUrl.pathname}`);
      return {
        page: /<title>(.*?)<\/title>/.exec(page.body)?.[1],
        legalPath: legalUrl.pathname,
        legal: manifest.status === 200 ? (JSON.parse(manifest.body) as { build: string }).build : manifest.status,
        instance: page.instance,
      };
    };
    expect(await served()).toEqual({
      page: 'release one',
      legalPath: '/one/mf-manifest.json',
      legal: 'one',
      instance: 'the-one-nginx',
    });

    // A visitor's requests all along: each answered 200 by one release or the other.
    let loading = true;
    const failures: string[] = [];
    const seen = new Set<string>();
    let answered = 0;
    const ask = async (url: string) => {
      const answer = await getOnce(url).catch((error: Error) => ({ status: 0, body: error.message, instance: '' }));
      answered += 1;
      if (answer.status !== 200) failures.push(`${url}: ${answer.status} ${answer.body.slice(0, 80)}`);
      return answer;
    };
    const load = (async () => {
      while (loading) {
        const page = await ask(`${shellOrigin}/`);
        seen.add(/<title>(.*?)<\/title>/.exec(page.body)?.[1] ?? '');
        // As a browser does: the remote's manifest where the /remotes.json it was given says.
        const remotes = await ask(`${shellOrigin}/remotes.json`);
        const path = remotes.status === 200 ? new URL(JSON.parse(remotes.body).mf_legal).pathname : '/';
        await ask(`${legalOrigin}${path}`);
      }
    })();

    const activated = cli('activate', two);
    expect(activated).toMatchObject({ status: 0 });
    expect(activated.out).toContain('nginx serves it');
    expect(await served()).toEqual({
      page: 'release two',
      legalPath: '/two/mf-manifest.json',
      legal: 'two',
      instance: 'the-one-nginx',
    });

    const rolledBack = cli('rollback');
    expect(rolledBack.out).toContain('nginx serves it');
    expect(await served()).toMatchObject({ page: 'release one', legalPath: '/one/mf-manifest.json', legal: 'one' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    loading = false;
    await load;

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(10);
    expect([...seen].sort()).toEqual(['release one', 'release two']);
    // The same nginx master all along: reloads, never a restart.
    expect((await readFile(join(prefix, 'nginx.pid'), 'utf8')).trim()).toBe(masterPid);
    // Serving wrote nothing into the releases: both still match their manifests.
    for (const id of ['one', 'two']) {
      const dir = join(root, 'releases', `1.0.1+20261128${id === 'one' ? '06' : '07'}0000-${id.repeat(4)}`);
      expect(await verifyRelease(dir, await readManifest(dir))).toEqual([]);
    }
  }, 120_000);
});
