// @vitest-environment node

import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@novavox/contracts-site/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopChild } from '../processes/stop-child';
import { RELEASES_URL_PREFIX } from '../releases';
import { contentSecurityPolicy, securityHeaders } from '../security-headers';
import { startStaticServer } from '../static-server';
import type { NginxConfigInputs } from './nginx-config';
import { startTestNginx, testNginxBinary } from './test-nginx.test-support';

/**
 * The edge rules (../edge-rules.ts) are applied by two servers: the Node static server and nginx on the
 * configuration generated for it. Both serve the same small build here, nginx for real (Debian's, as in
 * nginx-config.test.ts), and every request of the table must get the same status and the same caching, CORS and
 * security headers from both, and the values the rules say.
 */
const SHELL_ORIGIN = 'http://127.0.0.1:3000';
const STRANGER = 'http://evil.example';
const REMOTE_CSP = contentSecurityPolicy({ remotes: null, config: null });
const SHELL_CSP = "default-src 'self'";
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The headers the rules decide. */
const RULED = [
  'cache-control',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];

let folder: string;
let nginx: ChildProcess | null = null;
const servers: Server[] = [];
const origins = { nginx: { remote: '', shell: '' }, node: { remote: '', shell: '' } };

beforeAll(async () => {
  testNginxBinary();
  folder = await mkdtemp(join(tmpdir(), 'novavox-edge-rules-'));
  const dist = join(folder, 'dist');
  await mkdir(join(dist, 'static/js'), { recursive: true });
  await writeFile(join(dist, 'static/js/main.0123abcd89.js'), 'export {};\n');
  await writeFile(join(dist, 'mf-manifest.json'), '{"name":"mf_marketing"}\n');
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>NovaVox</title><div id="root"></div>\n');
  const releases = join(folder, 'releases');
  await mkdir(join(releases, 'mf_marketing/1.0.0+abc'), { recursive: true });
  await writeFile(join(releases, 'mf_marketing/1.0.0+abc/mf-manifest.json'), '{"release":true}\n');
  // The shell's files as nginx-site.ts writes them; the Node server computes the same per request.
  const siteDir = join(folder, 'site');
  await mkdir(join(siteDir, 'pages'), { recursive: true });
  const runtimeFiles: Record<string, string> = {
    'remotes.json': '{}\n',
    'robots.txt': 'User-agent: *\n',
    'sitemap.xml': '<urlset/>\n',
    'config.json': '{"experiments":{}}\n',
    'experiment-state.json': '{"experiments":{}}',
  };
  for (const [name, text] of Object.entries(runtimeFiles)) await writeFile(join(siteDir, name), text);
  await writeFile(join(siteDir, 'pages/page-0.html'), '<!doctype html><div id="root"></div>\n');
  await writeFile(join(siteDir, 'pages/not-found.html'), '<!doctype html><title>Not found</title>\n');

  const [remotePort, shellPort] = [await freePort(), await freePort()];
  const remoteHeaders = securityHeaders(REMOTE_CSP);
  const shellHeaders = securityHeaders(SHELL_CSP);
  const inputs: NginxConfigInputs = {
    prefix: join(folder, 'nginx'),
    logDir: join(folder, 'logs'),
    tls: null,
    redirectPort: null,
    workerConnections: 64,
    limits: [],
    host: '127.0.0.1',
    remotes: [{ service: 'mf_marketing', dist, port: remotePort }],
    remoteHeaders,
    shell: {
      service: 'shell',
      dist,
      port: shellPort,
      siteDir,
      pages: [{ path: '/', file: 'page-0.html', csp: SHELL_CSP }],
      notFound: { file: 'not-found.html', csp: SHELL_CSP },
      headers: shellHeaders,
      pageHeaders: shellHeaders,
      configPrefix: '{"experiments":',
    },
    releasesDir: releases,
    shellOrigins: [SHELL_ORIGIN],
    brotliModule: null,
    mimeTypes: '/etc/nginx/mime.types',
    workerUser: process.getuid?.() === 0 ? userInfo().username : null,
  };
  origins.nginx = { remote: `http://127.0.0.1:${remotePort}`, shell: `http://127.0.0.1:${shellPort}` };
  nginx = await startTestNginx(inputs, [
    `${origins.nginx.remote}/mf-manifest.json`,
    `${origins.nginx.shell}/remotes.json`,
  ]);

  // The Node server as serve-site.ts starts it: a remote with its releases mounted, the shell with its pages.
  servers.push(
    await startStaticServer(
      {
        root: dist,
        corsOrigins: [SHELL_ORIGIN],
        headers: () => remoteHeaders,
        mounts: [{ prefix: RELEASES_URL_PREFIX, root: join(releases, 'mf_marketing') }],
      },
      '127.0.0.1',
      0,
    ),
    await startStaticServer(
      {
        root: dist,
        headers: () => shellHeaders,
        isPage: (path) => path === '/',
        dynamicFiles: Object.fromEntries(
          ['remotes.json', 'robots.txt', 'sitemap.xml', 'config.json'].map((name) => [
            `/${name}`,
            async () => runtimeFiles[name] ?? '',
          ]),
        ),
      },
      '127.0.0.1',
      0,
    ),
  );
  const [remote, shell] = servers.map((server) => {
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    return `http://127.0.0.1:${address.port}`;
  });
  origins.node = { remote: remote ?? '', shell: shell ?? '' };
});

afterAll(async () => {
  await stopChild(nginx, 'SIGQUIT');
  for (const server of servers) server.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

interface Row {
  origin: 'remote' | 'shell';
  path: string;
  method?: 'GET' | 'OPTIONS';
  from?: string;
  /** What the rules say, written out by hand: status, Cache-Control, Access-Control-Allow-Origin. */
  status: number;
  cache: string;
  cors?: string;
}

/** A request to the remote from the shell's origin, which is answered with CORS for it. */
const fromShell = (path: string, status: number, cache: string, method?: 'OPTIONS'): Row => ({
  origin: 'remote',
  path,
  ...(method ? { method } : {}),
  from: SHELL_ORIGIN,
  status,
  cache,
  cors: SHELL_ORIGIN,
});

const TABLE: Row[] = [
  // A remote: content-named files for good, the rest revalidated; CORS for the shell's origins only.
  fromShell('/static/js/main.0123abcd89.js', 200, IMMUTABLE),
  { origin: 'remote', path: '/static/js/main.0123abcd89.js', from: STRANGER, status: 200, cache: IMMUTABLE },
  fromShell('/static/js/main.0123ABCD89.JS', 404, 'no-cache'),
  fromShell('/mf-manifest.json', 200, 'no-cache'),
  { origin: 'remote', path: '/releases/1.0.0+abc/mf-manifest.json', status: 200, cache: 'no-cache' },
  { origin: 'remote', path: '/releases/0.9.0+old/mf-manifest.json', status: 404, cache: 'no-cache' },
  // A missing content-named file is not cached for good: it may be there after the next release.
  fromShell('/static/js/missing.0123abcd89.js', 404, 'no-cache'),
  fromShell('/mf-manifest.json', 204, 'no-cache', 'OPTIONS'),
  { origin: 'remote', path: '/mf-manifest.json', method: 'OPTIONS', from: STRANGER, status: 204, cache: 'no-cache' },
  // The shell: its page and runtime files revalidated, its content-named files for good, a file path never a page.
  { origin: 'shell', path: '/', status: 200, cache: 'no-cache' },
  { origin: 'shell', path: '/static/js/main.0123abcd89.js', status: 200, cache: IMMUTABLE },
  { origin: 'shell', path: '/static/js/missing.0123abcd89.js', status: 404, cache: 'no-cache' },
  { origin: 'shell', path: '/robots.txt', status: 200, cache: 'no-cache' },
  { origin: 'shell', path: '/remotes.json', status: 200, cache: 'no-cache' },
  { origin: 'shell', path: '/no-such-page', status: 404, cache: 'no-cache' },
  { origin: 'shell', path: '/no-such.file-name', status: 404, cache: 'no-cache' },
];

async function answer(base: string, row: Row): Promise<Record<string, string | number | null>> {
  const response = await fetch(`${base}${row.path}`, {
    method: row.method ?? 'GET',
    headers: row.from ? { Origin: row.from, 'Access-Control-Request-Method': 'GET' } : {},
  });
  await response.arrayBuffer();
  return { status: response.status, ...Object.fromEntries(RULED.map((name) => [name, response.headers.get(name)])) };
}

describe('the edge rules, from nginx and from the Node server', () => {
  const named = TABLE.map(
    (row) => [`${row.method ?? 'GET'} ${row.origin} ${row.path}${row.from ? ` from ${row.from}` : ''}`, row] as const,
  );
  it.each(named)('%s: the same answer from both, as the rules say', async (_name, row) => {
    const fromNginx = await answer(origins.nginx[row.origin], row);
    const fromNode = await answer(origins.node[row.origin], row);
    expect(fromNode).toEqual(fromNginx);
    expect(fromNode).toMatchObject({
      status: row.status,
      'cache-control': row.cache,
      'access-control-allow-origin': row.cors ?? null,
      'access-control-allow-methods': row.cors ? 'GET, HEAD, OPTIONS' : null,
      'content-security-policy': row.origin === 'remote' ? REMOTE_CSP : SHELL_CSP,
      'x-content-type-options': 'nosniff',
    });
  });
});
