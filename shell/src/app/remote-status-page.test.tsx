import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RemoteStatusPage } from './remote-status-page';

vi.mock('@novavox/contracts-site/routes', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@novavox/contracts-site/routes')>()),
  // Moved, the panel's canonical link follows the one path the router, the sitemap and nginx serve it at.
  REMOTE_STATUS_PATH: '/admin/remote-builds',
}));

describe('RemoteStatusPage', () => {
  it('gives its canonical link the path the router serves it at', () => {
    render(<RemoteStatusPage />);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/admin/remote-builds',
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
