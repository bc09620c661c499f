// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { pageRequest } from './page-visitor';

const KNOWN = '0190a000-0000-7000-8000-000000000001';
const req = (url: string, headers: IncomingMessage['headers'] = {}) => ({ url, headers }) as IncomingMessage;

describe('pageRequest', () => {
  it("takes the visitor id from the visitor's cookie, with the query and the other cookies", () => {
    const request = pageRequest(req('/?nvx_cta_layout=C', { cookie: `a=1; nvx_uid=${KNOWN}; nvx_force_x=B` }));
    expect(request).toEqual({
      search: '?nvx_cta_layout=C',
      cookies: { a: '1', nvx_uid: KNOWN, nvx_force_x: 'B' },
      visitorId: KNOWN,
      setCookie: null,
    });
  });

  it('keeps an id the api signed (the signature after a dot) and issues none', () => {
    const signed = `${KNOWN}.AbCdEfGhIjKlMnOpQrSt-_`;
    expect(pageRequest(req('/', { cookie: `nvx_uid=${signed}` }))).toMatchObject({
      visitorId: signed,
      setCookie: null,
    });
  });

  it('issues a new id in a cookie for a first visit, and for a cookie that is not an id', () => {
    for (const cookie of [undefined, 'nvx_uid=<script>', `nvx_uid=${KNOWN.toUpperCase()}x`, `nvx_uid=${KNOWN}.short`]) {
      const request = pageRequest(req('/', cookie ? { cookie } : {}));
      expect(request.visitorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(request.setCookie).toBe(`nvx_uid=${request.visitorId}; Max-Age=34560000; Path=/; SameSite=Lax`);
    }
    expect(pageRequest(req('/')).visitorId).not.toBe(pageRequest(req('/')).visitorId);
  });

  it('marks the cookie Secure behind a proxy that speaks HTTPS', () => {
    expect(pageRequest(req('/', { 'x-forwarded-proto': 'https' })).setCookie).toMatch(
      /; Path=\/; Secure; SameSite=Lax$/,
    );
  });
});
