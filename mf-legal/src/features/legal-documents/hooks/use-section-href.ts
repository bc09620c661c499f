import { useLocation } from '@novavox/contracts-runtime';

/**
 * A bare "#section-3" resolves against <base href="/"> in the standalone harness and would leave the
 * page for "/". Keeping the current path and query makes the link a same-document fragment jump in
 * every host, which the router does not treat as a route change.
 */
export function useSectionHref(): (anchorId: string) => string {
  const { pathname, search } = useLocation();
  return (anchorId) => `${pathname}${search}#${anchorId}`;
}
