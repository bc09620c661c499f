import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_HEAD, REMOTE_STATUS_HEAD, siteRoutes } from './routes';

vi.mock('./brand', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./brand')>()),
  // Renamed, the product's name must change in every page title the site writes.
  PRODUCT_NAME: 'Acme',
}));

describe('page titles', () => {
  it('name the product from the brand, on every route and on the not-found and remote status pages', () => {
    const titles = [...siteRoutes.map((route) => route.title), NOT_FOUND_HEAD.title, REMOTE_STATUS_HEAD.title];
    for (const title of titles) {
      expect(title).toContain('Acme');
      expect(title).not.toContain('NovaVox');
    }
    expect(NOT_FOUND_HEAD.title).toBe('Page not found — Acme');
    expect(REMOTE_STATUS_HEAD.title).toBe('Remote status — Acme');
  });
});
