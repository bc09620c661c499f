import { describe, expect, it } from 'vitest';
import { svgDataUri } from './svg-data-uri';

describe('svgDataUri', () => {
  it('is the SVG, whitespace between tags dropped, as a percent-encoded data URL a browser decodes back', () => {
    const svg =
      '\n<svg xmlns="http://www.w3.org/2000/svg">\n  <title>A &amp; B</title>\n  <rect  width="1"/>\n</svg>\n';
    const uri = svgDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml,%3Csvg%20xmlns')).toBe(true);
    expect(uri).not.toMatch(/[\s"<>#]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><title>A &amp; B</title><rect width="1"/></svg>',
    );
  });
});
