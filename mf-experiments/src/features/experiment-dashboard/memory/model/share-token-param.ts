import { SHARE_QUERY_PARAMETER } from '@novavox/contracts-api/experiment-memory';

/** The share token in the page's address (/admin/tests?share=<token>), or null. */
export function shareTokenOf(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(SHARE_QUERY_PARAMETER) || null;
}
