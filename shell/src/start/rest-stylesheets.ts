/**
 * A prerendered page inlines only the CSS its first screen can use (server/critical-css.ts). The rest of each
 * inline stylesheet is a file named in the style element's `data-nvx-rest`; the start script links it right
 * after that element once the page has painted, so the cascade keeps the stylesheet's order.
 */
export const REST_STYLESHEET_ATTRIBUTE = 'data-nvx-rest';
/** Marks the link the start script added for it. */
export const REST_LINK_ATTRIBUTE = 'data-nvx-rest-link';

/**
 * Settles when every rest stylesheet the start script linked has loaded (or failed): the live page waits for
 * them before it takes over, so a menu or dialog it opens is never unstyled.
 */
export function restStylesheetsLoaded(doc: Document): Promise<void> {
  const pending = Array.from(doc.querySelectorAll<HTMLLinkElement>(`link[${REST_LINK_ATTRIBUTE}]`))
    .filter((link) => !link.sheet)
    .map(
      (link) =>
        new Promise<void>((settled) => {
          link.addEventListener('load', () => settled(), { once: true });
          link.addEventListener('error', () => settled(), { once: true });
        }),
    );
  return Promise.all(pending).then(() => undefined);
}
