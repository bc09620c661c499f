import { REST_LINK_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/rest-stylesheets';

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
