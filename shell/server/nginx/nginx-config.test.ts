// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIMENT_STATE_SSI } from '../page-islands';
import { nginxConfig } from './nginx-config';
import { precompress } from './precompress';

/**
 * Debian's nginx (`.ci/ensure-tools.sh --nginx` installs it) started for real on a generated configuration and a
 * small build, unprivileged, from a temporary prefix.
 */
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const SHELL_ORIGIN = 'http://127.0.0.1:3000';
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

let folder: string;
let nginx: ChildProcess | undefined;
let origin: string;
let apiOrigin: string;
let shellOrigin: string;
const apiProcesses: Server[] = [];
/** What the api's stand-ins answer to GET /experiments/state: a document, or null for a 503. */
let statesDocument: unknown = null;
const LIVE_STATES = { experiments: { cta: { status: 'running', runId: '</script><b>' } }, updatedAt: null };
const WRITTEN_STATES = '{"experiments":{"cta":{"status":"not_started"}}}';
const CONFIG_PREFIX = '{"siteName":"NovaVox","experiments":';
const PAGE_CSP = "default-src 'self'; script-src 'self' 'sha256-abc='";
const page = (island: string) =>
  `<!doctype html><div id="root"></div><script type="application/json" id="nvx-experiment-state">${island}</script>\n`;

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: run "bash .ci/ensure-tools.sh --nginx".`);
  folder = await mkdtemp(join(tmpdir(), 'novavox-nginx-'));
  const dist = join(folder, 'dist');
  await mkdir(join(dist, 'static/js'), { recursive: true });
  await writeFile(join(dist, 'static/js/main.0123abcd89.js'), script);
  await writeFile(join(dist, 'mf-manifest.json'), '{"name":"mf_marketing"}\n');
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>standalone</title>\n');
  await mkdir(join(folder, 'releases/mf_marketing/1.0.0+abc'), { recursive: true });
  await writeFile(join(folder, 'releases/mf_marketing/1.0.0+abc/mf-manifest.json'), '{"release":true}\n');
  expect(await precompress(dist)).toBe(3);
  expect(await precompress(dist)).toBe(0);

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const apiPort = await freePort();
  apiOrigin = `http://127.0.0.1:${apiPort}`;
  // Two stand-ins for the api's processes, each answering with its name and what the proxy told it.
  const processPorts: number[] = [];
  for (const name of ['first', 'second']) {
    const server = createHttpServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/experiments/state') {
        if (statesDocument === null) res.statusCode = 503;
        res.end(JSON.stringify(statesDocument ?? { error: 'down' }));
        return;
      }
      res.end(JSON.stringify({ name, url: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    processPorts.push(address.port);
    apiProcesses.push(server);
  }
  const shellPort = await freePort();
  shellOrigin = `http://127.0.0.1:${shellPort}`;
  const siteDir = join(folder, 'site');
  await mkdir(join(siteDir, 'pages'), { recursive: true });
  await writeFile(join(siteDir, 'pages/page-0.html'), page(EXPERIMENT_STATE_SSI));
  await writeFile(join(siteDir, 'experiment-state.json'), WRITTEN_STATES);
  await writeFile(join(siteDir, 'config.json'), `${CONFIG_PREFIX}{}}`);
  const prefix = join(folder, 'nginx');
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    await mkdir(join(prefix, 'tmp', kind), { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  await writeFile(
    conf,
    nginxConfig({
      prefix,
      host: '127.0.0.1',
      remotes: [{ service: 'mf_marketing', dist, port }],
      shell: {
        service: 'shell',
        dist,
        port: shellPort,
        siteDir,
        pages: [{ path: '/', file: 'page-0.html', csp: PAGE_CSP }],
        notFound: { file: 'page-0.html', csp: "default-src 'self'" },
        headers: { 'X-Content-Type-Options': 'nosniff' },
        pageHeaders: { 'X-Content-Type-Options': 'nosniff' },
        configPrefix: CONFIG_PREFIX,
      },
      api: { port: apiPort, processPorts },
      releasesDir: join(folder, 'releases'),
      shellOrigins: [SHELL_ORIGIN],
      brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : null,
      mimeTypes: '/etc/nginx/mime.types',
      workerUser: process.getuid?.() === 0 ? userInfo().username : null,
    }),
  );
  nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  nginx.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  for (let attempt = 0; ; attempt += 1) {
    if (
      await fetch(`${origin}/mf-manifest.json`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (nginx.exitCode !== null || attempt > 200) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  for (const server of apiProcesses) server.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('a remote behind nginx', () => {
  it('serves hashed files immutable and precompressed, for the shell origin only', async () => {
    for (const encoding of [existsSync(BROTLI_MODULE) ? 'br' : 'gzip', 'gzip']) {
      const response = await fetch(`${origin}/static/js/main.0123abcd89.js`, {
        headers: { 'Accept-Encoding': encoding, Origin: SHELL_ORIGIN },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
      expect(await response.text()).toBe(script);
    }
    const stranger = await fetch(`${origin}/static/js/main.0123abcd89.js`, {
      headers: { Origin: 'http://evil.example' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the manifest no-cache, a release from its folder, and 404 for a missing file', async () => {
    const manifest = await fetch(`${origin}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'mf_marketing' });
    const release = await fetch(`${origin}/releases/1.0.0+abc/mf-manifest.json`);
    expect(await release.json()).toEqual({ release: true });
    expect((await fetch(`${origin}/static/js/missing.0123abcd89.js`)).status).toBe(404);
    expect((await fetch(`${origin}/releases/0.9.0+old/mf-manifest.json`)).status).toBe(404);
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${origin}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { Origin: SHELL_ORIGIN, 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
  });
});

describe('the shell behind nginx', () => {
  it("fills each page's experiment state island from the api, the written default until it answers", async () => {
    statesDocument = null;
    const before = await fetch(`${shellOrigin}/`);
    expect(before.status).toBe(200);
    expect(before.headers.get('content-security-policy')).toBe(PAGE_CSP);
    expect(await before.text()).toBe(page(WRITTEN_STATES));

    statesDocument = LIVE_STATES;
    const live = await (await fetch(`${shellOrigin}/`, { headers: { 'Accept-Encoding': 'gzip' } })).text();
    // Every "<" escaped: the document cannot close the island's script element.
    expect(live).toBe(page(JSON.stringify(LIVE_STATES).replaceAll('<', '\\u003c')));
    expect(JSON.parse(/id="nvx-experiment-state">(.*)<\/script>/.exec(live)?.[1] ?? '')).toEqual(LIVE_STATES);

    // The api stops answering: the last answer it gave is kept.
    statesDocument = null;
    expect(await (await fetch(`${shellOrigin}/`)).text()).toBe(live);
    const config = await fetch(`${shellOrigin}/config.json`);
    expect(await config.json()).toEqual({ siteName: 'NovaVox', ...LIVE_STATES });
    expect(config.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not answer the island on its own', async () => {
    expect((await fetch(`${shellOrigin}/experiment-state.json`)).status).toBe(404);
  });
});

describe('the api behind nginx', () => {
  it('spreads requests over its processes, passing the visitor address on, and skips one that is down', async () => {
    const answers: { name: string; url: string; forwardedFor: string | null }[] = [];
    for (let request = 0; request < 4; request += 1)
      answers.push(await (await fetch(`${apiOrigin}/experiments/state?n=${request}`)).json());
    expect(new Set(answers.map((answer) => answer.name))).toEqual(new Set(['first', 'second']));
    expect(answers[0]).toMatchObject({ url: '/experiments/state?n=0', forwardedFor: '127.0.0.1' });

    const first = apiProcesses[0];
    await new Promise((resolve) => first?.close(resolve));
    for (let request = 0; request < 3; request += 1) {
      const response = await fetch(`${apiOrigin}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ name: 'second' });
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
