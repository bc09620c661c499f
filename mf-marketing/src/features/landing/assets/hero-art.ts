import { svgDataUri } from '@novavox/contracts-site/svg-data-uri';
import heroSvg from './hero-family-call.svg?raw';

/**
 * The hero art is the page's largest paint, so it is inlined and needs no request (as percent-encoded text: the
 * prerendered `/` is 0.6 KB smaller with brotli than with base64, which keeps it within the first round trip,
 * docs/performance.md).
 */
export const heroArt = svgDataUri(heroSvg);
