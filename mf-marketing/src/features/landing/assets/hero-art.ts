import heroSvg from './hero-family-call.svg?raw';

/**
 * The hero art is the page's largest paint, so it is inlined and needs no request. As percent-encoded text
 * rather than base64 it compresses with the page's own markup: the prerendered `/` is 0.6 KB smaller with
 * brotli, which keeps it within the first round trip (docs/performance.md).
 */
export const heroArt = `data:image/svg+xml,${encodeURIComponent(heroSvg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' '))}`;
