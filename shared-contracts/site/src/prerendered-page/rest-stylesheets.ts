/**
 * A prerendered page inlines only the CSS its first screen can use. The rest of each inline stylesheet is a
 * file named in the style element's `data-nvx-rest`; the page's start script links it right after that
 * element once the page has painted, so the cascade keeps the stylesheet's order.
 */
export const REST_STYLESHEET_ATTRIBUTE = 'data-nvx-rest';
/** Marks the link the start script added for it. */
export const REST_LINK_ATTRIBUTE = 'data-nvx-rest-link';
