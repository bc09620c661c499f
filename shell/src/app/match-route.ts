import { findSiteRoute, normalizeSitePath, REMOTE_STATUS_PATH, type SiteRoute } from '@novavox/contracts-site/routes';

export type RouteMatch = { kind: 'site'; route: SiteRoute } | { kind: 'remote-status' } | { kind: 'not-found' };

/** The screen of a path; the server answers 404 for the same paths (isSitePath in the contracts). */
export function matchRoute(pathname: string): RouteMatch {
  const route = findSiteRoute(pathname);
  if (route) return { kind: 'site', route };
  if (normalizeSitePath(pathname) === REMOTE_STATUS_PATH) return { kind: 'remote-status' };
  return { kind: 'not-found' };
}
