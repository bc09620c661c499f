/** The product name appears in copy, titles and the call dialog; it is defined once here. */
export const PRODUCT_NAME = 'NovaVox';
export const FAMILY_LANDING_PATH = '/novavox-family';
export const COMPANY_LEGAL_NAME = 'NovaVox, Inc.';
