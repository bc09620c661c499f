import { describe, expect, it } from 'vitest';
import { siteCookieAttributes } from './site-cookie';

describe('siteCookieAttributes', () => {
  it('keeps a site cookie 400 days on the whole site, Lax, Secure over https; expired at once', () => {
    expect(siteCookieAttributes(true)).toEqual({ path: '/', maxAge: 34_560_000, sameSite: 'lax', secure: true });
    expect(siteCookieAttributes(false, true)).toEqual({ path: '/', maxAge: 0, sameSite: 'lax', secure: false });
  });
});
