/**
 * Entry `@novavox/contracts-site/svg-data-uri`: an SVG as a `data:` URL, for images a page must not wait for a
 * request to show (the hero art, the brand mark). Percent-encoded text rather than base64: it compresses with
 * the page's own markup, and brotli shrinks a second copy (the icon link beside the header's mark) to a few
 * bytes (docs/performance.md).
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' '))}`;
}
