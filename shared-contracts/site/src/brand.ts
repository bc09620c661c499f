/** The product name appears in copy, titles and the call dialog; it is defined once here. */
export const PRODUCT_NAME = 'NovaVox';
export const FAMILY_LANDING_PATH = '/novavox-family';
export const COMPANY_LEGAL_NAME = 'NovaVox, Inc.';
/**
 * The brand's green: the brand-images script fills the home-screen icons with it. The files that cannot import it
 * spell it out, checked against it by shell/build/brand-color.test.ts: the design tokens' --nvx-brand, the mark
 * (shell/public/favicon.svg), the browser's theme colour (shell/index.html) and the web app manifest's.
 */
export const BRAND_COLOR = '#0b6e4f';
/**
 * The headline drawn into the link-preview image (shell/public/og-image.png, by shell/build/generate-brand-images.ts),
 * which the image's alt text repeats: change it, then run the brand-images script.
 */
export const PREVIEW_IMAGE_HEADLINE = 'A friendly daily check-in call for Mom and Dad.';
/** The link-preview image's size in pixels: what the script draws and what the page's og:image tags announce. */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;
