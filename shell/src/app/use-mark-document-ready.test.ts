import { afterEach, describe, expect, it, vi } from 'vitest';
import { markDocumentReady } from './use-mark-document-ready';

vi.mock('@novavox/contracts-site/prerendered-page/early-tap', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@novavox/contracts-site/prerendered-page/early-tap')>()),
  // Renamed in the contract, the mark the start script and the preview frame read must follow.
  DOCUMENT_READY_DATASET_KEY: 'nvxLive',
}));

afterEach(() => {
  delete document.documentElement.dataset.nvxLive;
});

describe('markDocumentReady', () => {
  it("writes the contract's mark on the document element, once", () => {
    markDocumentReady();
    expect(document.documentElement.dataset.nvxLive).toBe('true');
    expect(document.documentElement.dataset.nvxReady).toBeUndefined();
  });
});
