import { describe, expect, it, vi } from 'vitest';
import { PREVIEW_IMAGE } from './document-head';

vi.mock('@novavox/contracts-site/brand', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@novavox/contracts-site/brand')>()),
  // Redrawn with another headline, the preview image's alt text must say what it now shows.
  PREVIEW_IMAGE_HEADLINE: 'Peace of mind in five minutes a day.',
}));

describe('PREVIEW_IMAGE', () => {
  it("describes the image's words: the product's name and the headline drawn into it", () => {
    expect(PREVIEW_IMAGE.alt).toBe('NovaVox: peace of mind in five minutes a day.');
  });
});
