import { forcedVariantKey } from './assignment-rules';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The debug page's forced variant lives in storage, which the web server cannot see, so it is mirrored in a
 * cookie of the same name: a page then arrives with that variant's markup even while its experiment is not
 * running, and shows it from the first frame (the server leaves out markup no rule can pick). Letters only,
 * so the value needs no encoding.
 */
export function writeForcedVariantCookie(id: string, variant: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = variant === null ? 0 : YEAR_IN_SECONDS;
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is not in every browser.
  document.cookie = `${forcedVariantKey(id)}=${variant ?? ''}; Path=/; Max-Age=${lifetime}; SameSite=Lax${secure}`;
}
