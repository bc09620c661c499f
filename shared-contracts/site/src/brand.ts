/** The product name appears in copy, titles and the call dialog; it is defined once here. */
export const PRODUCT_NAME = 'NovaVox';
export const FAMILY_LANDING_PATH = '/novavox-family';
export const COMPANY_LEGAL_NAME = 'NovaVox, Inc.';
/**
 * The headline drawn into the link-preview image (shell/public/og-image.png, by shell/build/generate-brand-images.ts),
 * which the image's alt text repeats: change it, then run the brand-images script.
 */
export const PREVIEW_IMAGE_HEADLINE = 'A friendly daily check-in call for Mom and Dad.';
