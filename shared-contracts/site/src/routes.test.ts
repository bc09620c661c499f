import { describe, expect, it } from 'vitest';
import { findSiteRoute, isSitePath, normalizeSitePath } from './routes';

describe('site paths', () => {
  it('normalizes case and trailing slashes', () => {
    expect(normalizeSitePath('')).toBe('/');
    expect(normalizeSitePath('///')).toBe('/');
    expect(normalizeSitePath('/Care//')).toBe('/care');
  });

  it('finds a route of the table whatever the case and trailing slashes', () => {
    expect(findSiteRoute('/TOS/')?.expose).toBe('./TermsPage');
    expect(findSiteRoute('/tos/extra')).toBeNull();
  });

  it('knows every route and the status panel, and nothing else', () => {
    for (const path of ['/', '/novavox-family/waitlist', '/Privacy/', '/admin/remotes', '/admin/tests']) {
      expect(isSitePath(path), path).toBe(true);
    }
    for (const path of ['/no/such/page', '/admin', '/tos/extra', '/index.html']) {
      expect(isSitePath(path), path).toBe(false);
    }
  });
});
