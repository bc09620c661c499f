/**
 * The rules both of the site's web servers apply to every answer (docs/serving.md, "One set of edge rules"): the
 * Node static server (static-server.ts) applies them per request, the nginx configuration (nginx/edge-rule-maps.ts)
 * is generated from them. nginx/edge-rules-agree.test.ts sends the same requests to both and compares the answers.
 * The security headers and the CSP both servers send come from one place too (security-headers.ts).
 */

/** Cache-Control values. */
export const CACHE_CONTROL = {
  /** A file named by its content never changes under its name: cached for good. */
  contentNamed: 'public, max-age=31536000, immutable',
  /** Everything else (pages, runtime files, any answer but a file's): asked again each time, 304 when unchanged. */
  revalidate: 'no-cache',
} as const;

/**
 * A file named by its content: `<name>.<8 or more hex digits>.<extension>` (rsbuild's chunks and assets, the
 * prerender's `rest.<hash>.css`), in any case. The source is shared with nginx's map, so both match the same.
 */
export const CONTENT_NAMED_FILE_PATTERN = '\\.[0-9a-f]{8,}\\.[a-z0-9]+$';
const CONTENT_NAMED_FILE = new RegExp(CONTENT_NAMED_FILE_PATTERN, 'i');

/** Statuses that answer with the file itself (or confirm the client's copy): only these can be cached for good. */
export const FILE_STATUSES = [200, 206, 304] as const;

/** The Cache-Control of an answer for this path with this status. */
export function cacheControlFor(path: string, status: number): string {
  return (FILE_STATUSES as readonly number[]).includes(status) && CONTENT_NAMED_FILE.test(path)
    ? CACHE_CONTROL.contentNamed
    : CACHE_CONTROL.revalidate;
}

/**
 * A path whose last segment has a dot names a file, never a page: when it is missing the answer is a plain 404,
 * never the app's HTML (a missing script must not come back as a page). Any other path may be a page route.
 */
export const FILE_PATH_PATTERN = '\\.[^/]*$';
const FILE_PATH = new RegExp(FILE_PATH_PATTERN);

export function isFilePath(path: string): boolean {
  return FILE_PATH.test(path);
}

/**
 * CORS on a remote's origin: the shell's origins may read its files; a preflight is answered 204 at once. These are
 * also the only methods a site origin answers: the Node server's 405 lists them in Allow.
 */
export const CORS_METHODS = 'GET, HEAD, OPTIONS';
export const PREFLIGHT_STATUS = 204;

/**
 * The Access-Control-Allow-Origin for a request from `origin`, or null (no CORS headers at all): `*` in the
 * allowed list lets every origin read, otherwise the request's origin must be one of them.
 */
export function allowedOrigin(origin: string | undefined, allowed: readonly string[]): string | null {
  if (allowed.includes('*')) return '*';
  return origin && allowed.includes(origin) ? origin : null;
}
