import { svgDataUri } from '@novavox/contracts-site/svg-data-uri';
import markSvg from '../../public/favicon.svg?raw';

/**
 * The brand mark in the header, inline: it is on the first screen, and a request for it would be one more the
 * first paint waits for on a slow network. The page's icon link carries the same mark (rsbuild.config.ts).
 */
export const brandMark = svgDataUri(markSvg);
