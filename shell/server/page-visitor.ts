import type { IncomingMessage } from 'node:http';
import {
  isVisitorIdForm,
  newVisitorId,
  siteCookieAttributes,
  VISITOR_ID_KEY,
} from '@novavox/contracts-experiments/experiment-rules';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { VariantRequest } from './request-variant-markup';

export interface PageRequest extends VariantRequest {
  /** Set when this request came without a visitor id: the cookie that carries the id issued for it. */
  setCookie: string | null;
}

/**
 * What a page request tells about its visitor: the URL's query, the cookies, and the visitor id, which is the
 * `nvx_uid` cookie (the mirror of the id in the browser's storage, src/start/visitor-id-cookie.ts; signed by the
 * api or still bare) or, on a first visit, a new UUID issued here in the same form the browser would create, which
 * the live page has the api sign (src/analytics/signed-visitor-id.ts; anything else in the cookie is ignored). The browser adopts the issued id from its cookie, so the variant markup sent for it is the one it will
 * be shown; the page itself does not name the visitor, so visitors served the same markup get the same bytes,
 * compressed once (static-server.ts).
 */
export function pageRequest(req: IncomingMessage): PageRequest {
  const cookies = parseCookies(req.headers.cookie ?? '');
  const search = new URL(req.url ?? '/', 'http://page').search;
  const known = cookies[VISITOR_ID_KEY];
  if (known && isVisitorIdForm(known)) return { search, cookies, visitorId: known, setCookie: null };
  const visitorId = newVisitorId();
  // The attributes the browser writes this cookie with too, so it stays one cookie.
  const setCookie = serializeCookie(
    VISITOR_ID_KEY,
    visitorId,
    siteCookieAttributes(req.headers['x-forwarded-proto'] === 'https'),
  );
  return { search, cookies, visitorId, setCookie };
}
