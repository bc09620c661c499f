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
 * The brand's mark, a smile under a dot on the green square, as the site's icon file spells it out
 * (shell/public/favicon.svg, which the shell's header, icons and preview image are drawn from; brand-color.test.ts
 * checks the file against this). The api, which cannot read the shell's files, draws its pages' mark from it.
 */
export const BRAND_MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>${PRODUCT_NAME}</title><rect width="32" height="32" rx="8" fill="${BRAND_COLOR}"/><path d="M9 20c2-6 4-9 7-9s5 3 7 9" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="16" cy="22" r="2.5" fill="#fff"/></svg>`;
/**
 * The headline drawn into the link-preview image (shell/public/og-image.png, by shell/build/generate-brand-images.ts),
 * which the image's alt text repeats: change it, then run the brand-images script.
 */
export const PREVIEW_IMAGE_HEADLINE = 'A friendly daily check-in call for Mom and Dad.';
/** The link-preview image's size in pixels: what the script draws and what the page's og:image tags announce. */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;
