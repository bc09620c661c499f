// @vitest-environment node

import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { freePort } from '@novavox/contracts-site/free-port';
import { waitFor } from '@novavox/contracts-site/wait-until';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY_STATE_SSI, EXPERIMENT_STATE_SSI } from '../page-islands';
import { stopChild } from '../processes/stop-child';
import { EDGE_LIMITS, type EdgeTls, HSTS } from './edge';
import { type NginxConfigInputs, siteConfig } from './nginx-config';
import { precompress } from './precompress';
import { startTestNginx, testNginxBinary } from './test-nginx.test-support';
import { throwawayCertificate } from './throwaway-certificate';

/**
 * Debian's nginx (`.ci/ensure-tools.sh --nginx` installs it) started for real on a generated configuration and a
 * small build, unprivileged, from a temporary prefix.
 */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const BROTLI_FILTER_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const SHELL_ORIGIN = 'http://127.0.0.1:3000';
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

let folder: string;
const nginxes: ChildProcess[] = [];
let origin: string;
let apiOrigin: string;
let shellOrigin: string;
let logDir: string;
/** The same site over https: its origins, the plain-http redirect port, and the certificate to trust. */
let secure: { shell: string; remote: string; api: string; redirectPort: number; tls: EdgeTls; ca: string };
const apiProcesses: Server[] = [];
/** What the api's stand-ins were sent: each request's id and scheme as nginx passed them on. */
const apiSaw: { url: string; requestId: string | null; proto: string | null }[] = [];
/** What the api's stand-ins answer to GET /experiments/state: a document, or null for a 503. */
let statesDocument: unknown = null;
const LIVE_STATES = { experiments: { cta: { status: 'running', runId: '</script><b>' } }, updatedAt: null };
const WRITTEN_STATES = '{"experiments":{"cta":{"status":"not_started"}}}';
/** What they answer to GET /experiments/copy: a document, or null for a 503. */
let copyDocument: unknown = null;
const LIVE_COPY = { slotCopy: { hero_headline: '</script><b>Calls & care</b>' }, running: [] };
const WRITTEN_COPY = '{"slotCopy":{},"running":[]}';
const copyPage = (island: string) =>
  `<!doctype html><div id="root"></div><script type="application/json" id="nvx-copy-state">${island}</script>\n`;
const CONFIG_PREFIX = '{"siteName":"NovaVox","experiments":';
const PAGE_CSP = "default-src 'self'; script-src 'self' 'sha256-abc='";
const page = (island: string) =>
  `<!doctype html><div id="root"></div><script type="application/json" id="nvx-experiment-state">${island}</script>\n`;

beforeAll(async () => {
  testNginxBinary();
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
      // As the api does (hono's secureHeaders): the edge's HSTS must replace it, not repeat it.
      res.setHeader('Strict-Transport-Security', 'max-age=1');
      apiSaw.push({
        url: req.url ?? '',
        requestId: String(req.headers['x-request-id'] ?? '') || null,
        proto: String(req.headers['x-forwarded-proto'] ?? '') || null,
      });
      if (req.url === '/experiments/copy') {
        if (copyDocument === null) res.statusCode = 503;
        res.end(JSON.stringify(copyDocument ?? { error: 'down' }));
        return;
      }
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
  await writeFile(join(siteDir, 'pages/page-1.html'), copyPage(COPY_STATE_SSI));
  await writeFile(join(siteDir, 'experiment-state.json'), WRITTEN_STATES);
  await writeFile(join(siteDir, 'copy-state.json'), WRITTEN_COPY);
  await writeFile(join(siteDir, 'config.json'), `${CONFIG_PREFIX}{}}`);
  logDir = join(folder, 'logs');
  const inputs: NginxConfigInputs = {
    prefix: join(folder, 'nginx'),
    logDir,
    tls: null,
    redirectPort: null,
    workerConnections: 256,
    limits: EDGE_LIMITS,
    host: '127.0.0.1',
    remotes: [{ service: 'mf_marketing', dist, port }],
    shell: {
      service: 'shell',
      dist,
      port: shellPort,
      siteDir,
      pages: [
        { path: '/', file: 'page-0.html', csp: PAGE_CSP },
        { path: '/copy-page', file: 'page-1.html', csp: PAGE_CSP },
      ],
      notFound: { file: 'page-0.html', csp: "default-src 'self'" },
      headers: { 'X-Content-Type-Options': 'nosniff' },
      pageHeaders: { 'X-Content-Type-Options': 'nosniff' },
      configPrefix: CONFIG_PREFIX,
    },
    api: { port: apiPort, processPorts },
    releasesDir: join(folder, 'releases'),
    shellOrigins: [SHELL_ORIGIN],
    brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : null,
    brotliFilterModule: existsSync(BROTLI_FILTER_MODULE) ? BROTLI_FILTER_MODULE : null,
    mimeTypes: '/etc/nginx/mime.types',
    workerUser: process.getuid?.() === 0 ? userInfo().username : null,
  };
  await startNginx(inputs, `${origin}/mf-manifest.json`);

  // The same site over https, from a certificate made for this run.
  const tls = throwawayCertificate(join(folder, 'tls'));
  const [secureShell, secureRemote, secureApi, redirectPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  secure = {
    shell: `https://127.0.0.1:${secureShell}`,
    remote: `https://127.0.0.1:${secureRemote}`,
    api: `https://127.0.0.1:${secureApi}`,
    redirectPort,
    tls,
    ca: await readFile(tls.certificate, 'utf8'),
  };
  await startNginx(
    {
      ...inputs,
      prefix: join(folder, 'nginx-tls'),
      logDir: join(folder, 'logs-tls'),
      tls,
      redirectPort,
      remotes: [{ service: 'mf_marketing', dist, port: secureRemote }],
      shell: inputs.shell ? { ...inputs.shell, port: secureShell } : undefined,
      api: { port: secureApi, processPorts },
    },
    `http://127.0.0.1:${redirectPort}/`,
  );
});

/** Starts nginx on the configuration until `probe` answers, and stops it after the file's tests. */
async function startNginx(inputs: NginxConfigInputs, probe: string): Promise<void> {
  nginxes.push(await startTestNginx(inputs, [probe]));
}

afterAll(async () => {
  for (const nginx of nginxes) await stopChild(nginx, 'SIGQUIT');
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
    // Each time nginx asked the api, it passed a request id on.
    const asked = apiSaw.filter((entry) => entry.url === '/experiments/state');
    expect(asked.length).toBeGreaterThan(0);
    for (const entry of asked) expect(entry.requestId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('does not answer the island on its own', async () => {
    expect((await fetch(`${shellOrigin}/experiment-state.json`)).status).toBe(404);
    expect((await fetch(`${shellOrigin}/copy-state.json`)).status).toBe(404);
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

describe('the edge', () => {
  it('writes one JSON line per answer with the request id it passed to the api, and its times', async () => {
    const response = await fetch(`${apiOrigin}/health?token=secret`, { headers: { 'X-Request-Id': 'forged' } });
    const requestId = response.headers.get('x-request-id');
    // nginx's $request_id: 32 hex digits made at the edge, never the client's own.
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(apiSaw.at(-1)).toMatchObject({ url: '/health?token=secret', requestId, proto: 'http' });
    const line = await logLine(logDir, (entry) => entry.requestId === requestId);
    expect(line).toMatchObject({ method: 'GET', path: '/health', status: 200, protocol: 'HTTP/1.1' });
    // The query string (a link's token) stays out of the log.
    expect(JSON.stringify(line)).not.toContain('secret');
    expect(typeof line.requestTime).toBe('number');
    expect(line.upstream).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(Number(line.upstreamTime)).toBeGreaterThanOrEqual(0);

    // A page: its id is in its answer and its line, and nginx made it alone (no upstream time).
    const page = await fetch(`${shellOrigin}/mf-manifest.json`);
    const pageLine = await logLine(logDir, (entry) => entry.requestId === page.headers.get('x-request-id'));
    expect(pageLine).toMatchObject({ path: '/mf-manifest.json', status: 200, upstream: '', upstreamTime: '' });
  });

  it('escapes what a client sends into valid JSON', async () => {
    const userAgent = 'quote " backslash \\ tab \t end';
    const response = await send(`${origin}/mf-manifest.json`, { headers: { 'User-Agent': userAgent } });
    const line = await logLine(logDir, (entry) => entry.requestId === response.headers['x-request-id']);
    expect(line.userAgent).toBe(userAgent);
  });

  it("answers a flood of one write endpoint with the api's 429 body, and leaves reads alone", async () => {
    const forms = EDGE_LIMITS.find((limit) => limit.zone === 'novavox_forms');
    if (!forms) throw new Error('no forms limit');
    const flood = await Promise.all(
      Array.from({ length: forms.burst * 3 }, () =>
        send(`${apiOrigin}/forms/contact`, { method: 'POST', body: '{}', headers: { Origin: SHELL_ORIGIN } }),
      ),
    );
    const passed = flood.filter((answer) => answer.status === 200);
    const refused = flood.filter((answer) => answer.status === 429);
    // Room for a household: the whole burst and the one request of the rate get through; the rest are refused.
    expect(passed.length).toBeGreaterThanOrEqual(forms.burst + 1);
    expect(refused.length).toBeGreaterThanOrEqual(forms.burst);
    expect(passed.length + refused.length).toBe(flood.length);
    const refusal = refused[0];
    expect(JSON.parse(refusal?.body ?? '')).toEqual({
      error: 'Too many requests. Please try again later.',
      message: 'Too many requests. Please try again later.',
    });
    expect(refusal?.headers['content-type']).toMatch(/^application\/json\b/);
    expect(refusal?.headers['retry-after']).toBe('1');
    // The site's origin can read it, as it reads the api's own refusals.
    expect(refusal?.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
    const refusalId = String(refusal?.headers['x-request-id']);
    expect(await logLine(logDir, (entry) => entry.requestId === refusalId)).toMatchObject({
      status: 429,
      upstream: '',
    });
    // Reads and another endpoint's writes are not counted in this zone.
    const reads = await Promise.all(Array.from({ length: 10 }, () => send(`${apiOrigin}/forms/contact`)));
    expect(reads.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await send(`${apiOrigin}/events`, { method: 'POST', body: '{}' })).status).toBe(200);
  });

  it('leaves room for a household behind one address, and stops a flood from one', async () => {
    // 20 tabs behind one address, each draining a full event queue (10 batches, one at a time), while three
    // people send a form each: nothing refused.
    const tab = async () => {
      const statuses: number[] = [];
      for (let batch = 0; batch < 10; batch += 1)
        statuses.push(
          (await send(`${apiOrigin}/events`, { method: 'POST', body: '{}', localAddress: '127.0.0.3' })).status,
        );
      return statuses;
    };
    const forms = Array.from({ length: 3 }, () =>
      send(`${apiOrigin}/forms/waitlist`, { method: 'POST', body: '{}', localAddress: '127.0.0.3' }),
    );
    const household = [
      ...(await Promise.all(Array.from({ length: 20 }, tab))).flat(),
      ...(await Promise.all(forms)).map((answer) => answer.status),
    ];
    expect(household).toEqual(Array(203).fill(200));

    // A flood: 1,000 batches from one address, 100 at a time. What passes is the burst and the rate's share of
    // the time it took; the rest never reaches the api.
    const events = EDGE_LIMITS.find((limit) => limit.zone === 'novavox_events');
    if (!events) throw new Error('no events limit');
    const started = Date.now();
    const statuses: number[] = [];
    for (let wave = 0; wave < 10; wave += 1) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          send(`${apiOrigin}/events`, { method: 'POST', body: '{}', localAddress: '127.0.0.4' }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    const seconds = (Date.now() - started) / 1000;
    const passed = statuses.filter((status) => status === 200).length;
    // 20 a second: the bound of what may pass, from the rate and the time the flood took (not a speed check).
    expect(passed).toBeLessThanOrEqual(events.burst + 1 + Math.ceil(seconds * 20));
    expect(passed + statuses.filter((status) => status === 429).length).toBe(1000);
    console.log(`flood of 1000 event batches in ${seconds.toFixed(2)} s: ${passed} passed, ${1000 - passed} refused`);
  });

  it('compresses pages in brotli when the module is installed, else gzip', async () => {
    const brotli = existsSync(BROTLI_FILTER_MODULE);
    const answer = await send(`${shellOrigin}/`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' }, raw: true });
    expect(answer.headers['content-encoding']).toBe(brotli ? 'br' : 'gzip');
    const html = (brotli ? brotliDecompressSync : gunzipSync)(answer.raw).toString();
    expect(html).toContain('id="nvx-experiment-state"');
    expect(html).not.toContain('<!--#');
  });

  it("writes a site file an installed nginx takes (nginx -t), beside a distribution's own http settings", async () => {
    const prefix = join(folder, 'installed');
    await mkdir(join(prefix, 'logs'), { recursive: true });
    const inputs: NginxConfigInputs = {
      prefix,
      logDir: join(prefix, 'logs'),
      tls: secure.tls,
      redirectPort: await freePort(),
      workerConnections: 256,
      limits: EDGE_LIMITS,
      host: '127.0.0.1',
      remotes: [],
      shell: undefined,
      api: { port: await freePort(), processPorts: [1] },
      releasesDir: join(folder, 'releases'),
      shellOrigins: [SHELL_ORIGIN],
      brotliModule: null,
      mimeTypes: '/etc/nginx/mime.types',
      workerUser: null,
    };
    await writeFile(join(prefix, 'novavox'), siteConfig(inputs));
    // The http block of Debian's /etc/nginx/nginx.conf, which sets these once for every site.
    const main = [
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'logs/error.log')};`,
      'events { worker_connections 768; }',
      'http {',
      '  sendfile on;',
      '  include /etc/nginx/mime.types;',
      '  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;',
      '  ssl_prefer_server_ciphers on;',
      `  access_log ${join(prefix, 'logs/other.log')};`,
      '  gzip on;',
      `  include ${join(prefix, 'novavox')};`,
      '}',
    ].join('\n');
    await writeFile(join(prefix, 'nginx.conf'), main);
    const output = execFileSync(testNginxBinary(), ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(output).toBe('');
  });
});

describe('the edge over https', () => {
  it('answers every origin over HTTP/2 with HSTS, one HSTS header from the api', async () => {
    for (const [url, proxied] of [
      [`${secure.shell}/`, false],
      [`${secure.remote}/static/js/main.0123abcd89.js`, false],
      [`${secure.api}/health`, true],
    ] as const) {
      const answer = await http2Get(url, secure.ca);
      expect(answer.status, url).toBe(200);
      expect(answer.headers['strict-transport-security'], url).toBe(HSTS);
      expect(answer.headers['x-request-id'], url).toMatch(/^[0-9a-f]{32}$/);
      if (proxied) expect(apiSaw.at(-1)).toMatchObject({ url: '/health', proto: 'https' });
    }
    const line = await logLine(join(folder, 'logs-tls'), (entry) => entry.path === '/health');
    expect(line.protocol).toBe('HTTP/2.0');
  });

  it('offers HTTP/2 to a client that asks for it (ALPN), and HTTP/1.1 to one that does not', async () => {
    const { port } = new URL(secure.shell);
    const protocol = (alpn: string[]) =>
      new Promise<string | false | null>((resolve, reject) => {
        const socket = tlsConnect({ host: '127.0.0.1', port: Number(port), ca: secure.ca, ALPNProtocols: alpn }, () => {
          resolve(socket.alpnProtocol);
          socket.end();
        });
        socket.on('error', reject);
      });
    expect(await protocol(['h2', 'http/1.1'])).toBe('h2');
    expect(await protocol(['http/1.1'])).toBe('http/1.1');
  });

  it('sends plain http to https: from the http port to the shell, and on an https port to itself', async () => {
    const fromHttp = await fetch(`http://127.0.0.1:${secure.redirectPort}/pricing?plan=family`, {
      redirect: 'manual',
    });
    expect(fromHttp.status).toBe(301);
    expect(fromHttp.headers.get('location')).toBe(`${secure.shell}/pricing?plan=family`);
    const onHttpsPort = await fetch(`${secure.api.replace('https:', 'http:')}/health`, { redirect: 'manual' });
    expect(onHttpsPort.status).toBe(301);
    expect(onHttpsPort.headers.get('location')).toBe(`${secure.api}/health`);
  });

  it('refuses a flood over HTTP/2 too', async () => {
    const session = http2Connect(secure.api, { ca: secure.ca });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 30 }, () => http2Status(session, '/create_phone_call', 'POST')),
      );
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(11);
    } finally {
      session.close();
    }
  });
});

type LogEntry = Record<string, unknown>;

/** The access log line `match` picks, once nginx has written it (it logs after the answer is sent). */
async function logLine(dir: string, match: (entry: LogEntry) => boolean): Promise<LogEntry> {
  let found: LogEntry | undefined;
  const logged = async () => {
    const lines = (await readFile(join(dir, 'access.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean);
    // Every line is JSON, whatever was logged.
    found = lines.map((line) => JSON.parse(line) as LogEntry).find(match);
    return found !== undefined;
  };
  await waitFor(logged, { timeoutMs: 30_000, intervalMs: 50, what: `the line in ${dir}/access.log` });
  return found as LogEntry;
}

interface Answer {
  status: number;
  headers: import('node:http').IncomingHttpHeaders;
  body: string;
  raw: Buffer;
}

/** One request on its own connection, the body read whole (not decoded). */
function send(
  url: string,
  options: {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    raw?: boolean;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      agent: false,
      localAddress: options.localAddress,
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: raw.toString(), raw });
      });
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

function http2Get(url: string, ca: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const { origin: target, pathname } = new URL(url);
  const session = http2Connect(target, { ca });
  return new Promise((resolve, reject) => {
    session.on('error', reject);
    const stream = session.request({ ':path': pathname });
    stream.on('response', (headers) => {
      stream.resume();
      stream.on('end', () => {
        session.close();
        resolve({ status: Number(headers[':status']), headers });
      });
    });
    stream.on('error', reject);
  });
}

function http2Status(session: import('node:http2').ClientHttp2Session, path: string, method: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, ':method': method, 'content-type': 'application/json' });
    stream.on('response', (headers) => {
      stream.resume();
      stream.on('end', () => resolve(Number(headers[':status'])));
    });
    stream.on('error', reject);
    stream.end('{}');
  });
}
// Last: the api stand-ins' order of turns, which the tests above rely on, stays as it was.
describe('the copy island behind nginx', () => {
  it("fills each page's copy island from the api's GET /experiments/copy, escaped, the written default until then", async () => {
    copyDocument = null;
    expect(await (await fetch(`${shellOrigin}/copy-page`)).text()).toBe(copyPage(WRITTEN_COPY));
    copyDocument = LIVE_COPY;
    const live = await (await fetch(`${shellOrigin}/copy-page`)).text();
    expect(live).toBe(copyPage(JSON.stringify(LIVE_COPY).replaceAll('<', '\\u003c')));
    expect(live).not.toContain('<b>');
    expect(JSON.parse(/id="nvx-copy-state">(.*)<\/script>/.exec(live)?.[1] ?? '')).toEqual(LIVE_COPY);
    // The api stops answering: the last answer it gave is kept.
    copyDocument = null;
    expect(await (await fetch(`${shellOrigin}/copy-page`)).text()).toBe(live);
  });
});
