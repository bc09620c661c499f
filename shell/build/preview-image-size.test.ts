// @vitest-environment node
import { readFileSync } from 'node:fs';
import { PREVIEW_IMAGE_SIZE } from '@novavox/contracts-site/brand';
import { describe, expect, it } from 'vitest';

describe('the link-preview image', () => {
  it('is drawn at the size the og:image tags announce, 1200 by 630', () => {
    const png = readFileSync(new URL('../public/og-image.png', import.meta.url));
    // A PNG's first chunk is IHDR: the width and the height as 32-bit big-endian numbers from byte 16.
    const drawn = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    expect(drawn).toEqual({ width: 1200, height: 630 });
    expect(PREVIEW_IMAGE_SIZE).toEqual(drawn);
  });
});
