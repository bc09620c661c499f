import { REMOTE_STATUS_PATH, type SiteRoute, siteRoutes } from '@novavox/shared-contracts';

export type RouteMatch = { kind: 'site'; route: SiteRoute } | { kind: 'remote-status' } | { kind: 'not-found' };

/** Paths match whatever their case and trailing slashes, as visitors type them. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

export function matchRoute(pathname: string): RouteMatch {
  const path = normalizePath(pathname);
  const route = siteRoutes.find((candidate) => candidate.path.toLowerCase() === path);
  if (route) return { kind: 'site', route };
  if (path === REMOTE_STATUS_PATH) return { kind: 'remote-status' };
  return { kind: 'not-found' };
}
