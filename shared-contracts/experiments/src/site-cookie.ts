/** Chromium keeps a cookie at most 400 days; asking for more only gets cut. The server's cookies use it too. */
export const SITE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/**
 * The attributes of every site cookie, whoever writes it: the browser (writeSiteCookie) and the web server (the
 * visitor id it issues, shell/server/page-visitor.ts). A cookie is known by its name and path: written two ways,
 * a visitor would hold two cookies of one name. Secure where the page is served over https; expired: Max-Age 0.
 */
export function siteCookieAttributes(
  secure: boolean,
  expired = false,
): { path: string; maxAge: number; sameSite: 'lax'; secure: boolean } {
  return { path: '/', maxAge: expired ? 0 : SITE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax', secure };
}

/**
 * Writes (or with null expires) a first-party cookie that mirrors what assignment keeps in storage, which the
 * web server cannot see: the visitor id and the debug page's forced variants. With them the server sends a
 * page only the variant markup the visitor can be shown (docs/performance.md). Values are letters, digits and
 * dashes, so they need no encoding.
 */
export function writeSiteCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const { path, maxAge, sameSite, secure } = siteCookieAttributes(
    window.location.protocol === 'https:',
    value === null,
  );
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is not in every browser.
  document.cookie = `${name}=${value ?? ''}; Path=${path}; Max-Age=${maxAge}; SameSite=${sameSite}${secure ? '; Secure' : ''}`;
}

/** The form of the visitor ids assignment creates and the server issues (a UUID); other cookie values are not ids. */
export const ISSUED_VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The form of a visitor id the api has signed: the UUID, a dot, and 22 base64url characters of an HMAC only the
 * api can compute (docs/analytics-and-experiments.md, "Visitor ids"). Only such ids count in an experiment's
 * figures; the browser cannot tell a valid signature from a made-up one, the api does.
 */
export const SIGNED_VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{22}$/;

/** A visitor id as the server or the browser may hold it: signed, or a bare UUID still to be signed. */
export const isVisitorIdForm = (value: string): boolean =>
  SIGNED_VISITOR_ID.test(value) || ISSUED_VISITOR_ID.test(value);

/**
 * What assignment hashes: the id before its signature, so an id keeps its arms when the api signs it (a visitor
 * whose unsigned id is signed later keeps the variant already shown).
 */
export function visitorHashKey(visitorId: string): string {
  const dot = visitorId.indexOf('.');
  return dot === -1 ? visitorId : visitorId.slice(0, dot);
}

/** One of the site's cookies as the page sees it now (a Set-Cookie of the page's own response included). */
export function readSiteCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split('; ')) {
    if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  }
  return null;
}
