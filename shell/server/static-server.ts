import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import {
  allowedOrigin,
  CACHE_CONTROL,
  CORS_METHODS,
  cacheControlFor,
  isFilePath,
  PREFLIGHT_STATUS,
} from './edge-rules';
import { notFoundHtml } from './not-found-html';

/**
 * A small static server that behaves like the CDN the site is deployed to: br/gzip, immutable caching for
 * hashed files and no-cache for everything else, CORS for the shell's origins, security headers, an
 * index.html fallback for page routes only (a missing script is a 404, never HTML), answered 404 for paths
 * the site has no page at, and byte ranges (206) so that media players can read a clip's length and seek.
 * The caching, CORS and 404 rules are the edge's, shared with the nginx configuration (edge-rules.ts).
 */
export interface StaticSiteOptions {
  root: string;
  /** Origins allowed to read these files cross-origin (the shell's, for a remote). */
  corsOrigins?: readonly string[];
  /** Headers for every response, computed per request so that they follow live config files. */
  headers?: () => Promise<Record<string, string>> | Record<string, string>;
  /** URL prefixes served from other folders, with no index.html fallback (e.g. /releases/ → release folders). */
  mounts?: readonly { prefix: string; root: string }[];
  /** Files computed per request (always no-cache), such as /remotes.json following the live release state. */
  dynamicFiles?: Record<string, () => Promise<string>>;
  /**
   * HTML for a page route computed per request (prerendered pages), with headers of its own (its CSP);
   * null falls through to the files.
   */
  pages?: (urlPath: string, req: IncomingMessage) => Promise<{ html: string; headers: Record<string, string> } | null>;
  /**
   * Whether the site has a page at this path. The index.html fallback for any other page path answers 404
   * (the app in it shows the not-found screen), so that search engines do not index a soft 404.
   * Without it every page path is a page.
   */
  isPage?: (urlPath: string) => boolean;
}

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.webm': 'audio/webm',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The headers of a file computed per request (/config.json, /remotes.json, /robots.txt, /sitemap.xml): its type,
 * and asked again each time. The dev server answers these files with them too (runtime-files.ts).
 */
export function dynamicFileHeaders(urlPath: string): Record<'Content-Type' | 'Cache-Control', string> {
  return {
    'Content-Type': MIME_TYPES[extname(urlPath).toLowerCase()] ?? 'text/plain; charset=utf-8',
    'Cache-Control': CACHE_CONTROL.revalidate,
  };
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.map']);

type Encoding = 'br' | 'gzip' | 'identity';

interface CachedBody {
  mtimeMs: number;
  bodies: Partial<Record<Encoding, Buffer>>;
  etag: string;
}

export function createStaticHandler(options: StaticSiteOptions) {
  const root = resolve(options.root);
  const cache = new Map<string, CachedBody>();

  async function findFile(urlPath: string): Promise<{ file: string; isFallback: boolean } | null> {
    const mount = options.mounts?.find((candidate) => urlPath.startsWith(candidate.prefix));
    if (mount) {
      const mountRoot = resolve(mount.root);
      const file = resolve(join(mountRoot, normalize(urlPath.slice(mount.prefix.length))));
      if (!file.startsWith(mountRoot + sep)) return null;
      return (await statFile(file)) === 'file' ? { file, isFallback: false } : null;
    }
    const relative = normalize(urlPath).replace(/^([/\\])+/, '');
    const candidate = resolve(join(root, relative));
    if (candidate !== root && !candidate.startsWith(root + sep)) return null;
    const direct = await statFile(candidate);
    if (direct === 'file') return { file: candidate, isFallback: false };
    if (direct === 'dir') {
      const index = join(candidate, 'index.html');
      if ((await statFile(index)) === 'file') return { file: index, isFallback: false };
    }
    if (isPageRoute(urlPath)) return { file: join(root, 'index.html'), isFallback: true };
    return null;
  }

  async function body(file: string, encoding: Encoding): Promise<{ data: Buffer; etag: string }> {
    const info = await stat(file);
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== info.mtimeMs) {
      const raw = await readFile(file);
      entry = {
        mtimeMs: info.mtimeMs,
        bodies: { identity: raw },
        etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
      };
      cache.set(file, entry);
    }
    return encoded(entry, encoding);
  }

  /** Computed text, compressed once per distinct content. */
  function textBody(text: string, encoding: Encoding): { data: Buffer; etag: string } {
    const raw = Buffer.from(text);
    const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
    let entry = cache.get(etag);
    if (!entry) {
      entry = { mtimeMs: 0, bodies: { identity: raw }, etag };
      if (cache.size > 500) cache.clear();
      cache.set(etag, entry);
    }
    return encoded(entry, encoding);
  }

  function encoded(entry: CachedBody, encoding: Encoding): { data: Buffer; etag: string } {
    let data = entry.bodies[encoding];
    if (!data) {
      const raw = entry.bodies.identity as Buffer;
      data =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(raw, { level: 9 });
      entry.bodies[encoding] = data;
    }
    return { data, etag: encoding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"` };
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      for (const [name, value] of Object.entries((await options.headers?.()) ?? {})) res.setHeader(name, value);
      applyCors(req, res, options.corsOrigins ?? []);
      if (req.method === 'OPTIONS') {
        res.writeHead(PREFLIGHT_STATUS, { 'Cache-Control': cacheControlFor('', PREFLIGHT_STATUS) }).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: CORS_METHODS }).end();
        return;
      }
      const urlPath = decodedPath(req.url);
      // `//evil.example/tos` is a path with an empty first segment, not a page: a URL parser taking it as a
      // scheme-relative address (another host's /tos) served the Terms page, and links built from such a path
      // lead off the site. No page or file of ours has an empty segment.
      if (urlPath?.includes('//')) {
        res
          .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.revalidate })
          .end('Not found');
        return;
      }
      if (urlPath === null || urlPath.includes('\0') || urlPath.split('/').includes('..')) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
        return;
      }
      const dynamic = options.dynamicFiles?.[urlPath];
      if (dynamic) {
        const text = await dynamic();
        res.writeHead(200, { ...dynamicFileHeaders(urlPath), 'Content-Length': Buffer.byteLength(text) });
        res.end(req.method === 'HEAD' ? undefined : text);
        return;
      }
      const page = options.pages && isPageRoute(urlPath) ? await options.pages(urlPath, req) : null;
      if (page !== null) {
        for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
        const encoding = chooseEncoding(req.headers['accept-encoding']);
        const { data, etag } = textBody(page.html, encoding);
        res.setHeader('Content-Type', MIME_TYPES['.html'] as string);
        res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
        res.setHeader('Vary', appendVary(res.getHeader('Vary'), 'Accept-Encoding'));
        sendEntity(req, res, data, etag, encoding);
        return;
      }
      const found = await findFile(urlPath);
      const status = found?.isFallback && options.isPage && !options.isPage(urlPath) ? 404 : 200;
      if (!found || (found.isFallback && (await statFile(found.file)) !== 'file')) {
        res
          .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.revalidate })
          .end('Not found');
        return;
      }
      const ext = extname(found.file).toLowerCase();
      const encoding = COMPRESSIBLE.has(ext) ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
      // A 404 page carries the not-found screen's title in its HTML, not the home page's (not-found-html.ts).
      const { data, etag } =
        status === 404
          ? textBody(notFoundHtml(await readFile(found.file, 'utf8')), encoding)
          : await body(found.file, encoding);
      res.setHeader('Content-Type', MIME_TYPES[ext] ?? 'application/octet-stream');
      res.setHeader('Cache-Control', cacheControlFor(found.file, status));
      if (COMPRESSIBLE.has(ext)) res.setHeader('Vary', appendVary(res.getHeader('Vary'), 'Accept-Encoding'));
      sendEntity(req, res, data, etag, encoding, status);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
      console.error('static server error', error);
    }
  };
}

/**
 * Limits on slow clients (Node's defaults let a connection whose headers never finish hold on for a minute and
 * more): the headers within 20 s, the whole request within 30 s, an idle kept-alive connection 5 s, checked every
 * second. This server takes no request bodies, so nothing legitimate comes close.
 */
export const STATIC_SERVER_TIMEOUTS = {
  headersTimeout: 20_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const;

export function startStaticServer(
  options: StaticSiteOptions,
  host: string,
  port: number,
  timeouts: Partial<Record<keyof typeof STATIC_SERVER_TIMEOUTS, number>> = {},
): Promise<Server> {
  const server = createServer({ ...STATIC_SERVER_TIMEOUTS, ...timeouts }, createStaticHandler(options));
  return new Promise((resolvePromise, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is already in use: stop whatever is listening there and start again.`)
          : error,
      );
    });
    server.listen(port, host, () => resolvePromise(server));
  });
}

/**
 * Answers with a body and its validator: 304 when the client has this version, else the bytes, or the one
 * byte range asked for (206, or 416 when it lies past the end). Ranges apply to uncompressed bodies only.
 */
function sendEntity(
  req: IncomingMessage,
  res: ServerResponse,
  data: Buffer,
  etag: string,
  encoding: Encoding,
  status: 200 | 404 = 200,
): void {
  res.setHeader('ETag', etag);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  const body = req.method === 'HEAD' ? undefined : data;
  if (status !== 200 || encoding !== 'identity') {
    res.setHeader('Content-Length', data.length);
    res.writeHead(status).end(body);
    return;
  }
  res.setHeader('Accept-Ranges', 'bytes');
  const ifRange = req.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? byteRange(req.headers.range, data.length) : null;
  if (range === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${data.length}` }).end();
    return;
  }
  if (range === null) {
    res.setHeader('Content-Length', data.length);
    res.writeHead(200).end(body);
    return;
  }
  res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${data.length}`);
  res.setHeader('Content-Length', range.end - range.start + 1);
  res.writeHead(206).end(body?.subarray(range.start, range.end + 1));
}

/**
 * The one byte range of a Range header (RFC 9110 §14.1.2), inclusive. Null means "send the whole body":
 * no header, another unit, several ranges or a malformed one, all of which a server may ignore.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** A page route is any path but a file's (edge-rules.ts): /app.js or /robots.txt never fall back. */
function isPageRoute(urlPath: string): boolean {
  return !isFilePath(urlPath);
}

async function statFile(path: string): Promise<'file' | 'dir' | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? 'file' : info.isDirectory() ? 'dir' : null;
  } catch {
    return null;
  }
}

function chooseEncoding(header: string | string[] | undefined): Encoding {
  const accepted = String(header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function appendVary(current: number | string | string[] | undefined, value: string): string {
  const parts = new Set(
    String(current ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  parts.add(value);
  return [...parts].join(', ');
}

function applyCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): void {
  if (allowed.length === 0) return;
  res.setHeader('Vary', appendVary(res.getHeader('Vary'), 'Origin'));
  const origin = allowedOrigin(req.headers.origin, allowed);
  if (origin === null) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', CORS_METHODS);
}

/**
 * The request's path as sent, percent-escapes decoded; null when an escape is malformed (`/%ZZ`), which is a 400.
 * An origin-form target (`/…`) is appended to a base rather than resolved against it, so `//host/path` stays a path.
 */
function decodedPath(url: string | undefined): string | null {
  const target = url ?? '/';
  try {
    return decodeURIComponent(new URL(target.startsWith('/') ? `http://localhost${target}` : target).pathname);
  } catch {
    return null;
  }
}
