import { createServer, type OutgoingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

/**
 * The floor: the site's own pages exactly as served (the prerendered HTML with its inline CSS), with every
 * script removed, so what Lighthouse measures there is what the page costs before any JavaScript. Every other
 * request (images, fonts, the favicon) is passed to the site unchanged, so both columns load the same files
 * from the same server, compressed the same way.
 */
export interface FloorServer {
  origin: string;
  close: () => Promise<void>;
}

/** Headers that describe the body the site sent, not the page: the floor sets its own. */
const BODY_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * The page's own response headers (its security headers, its cookie), so the floor's document costs the same
 * bytes on the wire as the page's apart from the scripts: about 480 bytes, a few milliseconds of simulated 4G.
 */
function pageHeaders(headers: Headers): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => {
    if (!BODY_HEADERS.has(name) && name !== 'set-cookie') kept[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) kept['set-cookie'] = cookies;
  return kept;
}

/** Every <script> element, data blocks included: the floor runs nothing. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

type Encoding = 'br' | 'gzip' | 'identity';

function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
}

function compressed(html: string, encoding: Encoding): Buffer {
  const raw = Buffer.from(html, 'utf8');
  if (encoding === 'br') return brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
  return encoding === 'gzip' ? gzipSync(raw, { level: 9 }) : raw;
}

/** Serves the floor of `pages` (paths of the site) on a free loopback port, taking everything from `site`. */
export async function startFloorServer(site: string, pages: readonly string[]): Promise<FloorServer> {
  const upstream = new URL(site);
  const html = new Map<string, string>();
  const headers = new Map<string, OutgoingHttpHeaders>();
  for (const page of pages) {
    const response = await fetch(`${site}${page}`);
    if (!response.ok) throw new Error(`The floor needs ${page}, which answered ${response.status}`);
    const text = await response.text();
    if (!text.includes('data-prerendered=')) throw new Error(`${page} is not prerendered, so it has no floor`);
    html.set(page, withoutScripts(text));
    headers.set(page, pageHeaders(response.headers));
  }

  // Compressed once per page and encoding, as the site's server does for a page it has served before: the
  // floor is static, and compressing it afresh (tens of milliseconds at brotli's best) would add server time to
  // the floor's first byte that the page does not pay.
  const bodies = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://floor').pathname;
    const page = html.get(path);
    if (page !== undefined) {
      const encoding = encodingFor(req.headers['accept-encoding']);
      const key = `${encoding} ${path}`;
      const body = bodies.get(key) ?? compressed(page, encoding);
      bodies.set(key, body);
      res.writeHead(200, {
        ...headers.get(path),
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-length': body.length,
        ...(encoding === 'identity'
          ? {}
          : { 'content-encoding': encoding, vary: headers.get(path)?.vary ?? 'Accept-Encoding' }),
      });
      res.end(body);
      return;
    }
    const proxied = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(proxied);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
