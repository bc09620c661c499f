import { describe, expect, it, vi } from 'vitest';
import { startMarkup } from './prerendered-start';

vi.mock('@novavox/contracts-site/prerendered-page/static-dialog', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@novavox/contracts-site/prerendered-page/static-dialog')>()),
  // Renamed in the contract (which the live dialog's frame sets), the start script must follow.
  INITIAL_FOCUS_ATTRIBUTE: 'data-x-focus',
}));

describe('the start script', () => {
  it("focuses and unmarks the static dialog's control by the contract's initial-focus name", () => {
    const markup = startMarkup({ entry: '/index.js', scripts: [], fetches: [], remotes: [] });
    expect(markup).toContain("o.querySelector('[data-x-focus]')");
    expect(markup).toContain("e.target.removeAttribute('data-x-focus')");
    expect(markup).not.toContain('data-nvx-initial-focus');
  });
});
