import { REMOTE_STATUS_PATH, siteRoutes } from '@novavox/contracts-site/routes';
import { lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { RoutePage } from './route-page';

// An admin panel: its code loads when it is opened, not with every visitor's first page.
const RemoteStatusPage = lazy(() =>
  import('./remote-status-page').then(({ RemoteStatusPage }) => ({ default: RemoteStatusPage })),
);

export function RemoteStatusRoute() {
  return (
    <Suspense fallback={null}>
      <RemoteStatusPage />
    </Suspense>
  );
}

/**
 * The router's routes, from the one route table in shared-contracts. Matching ignores case and trailing
 * slashes, as the server's isSitePath does, so the 404 status and the not-found page agree.
 */
export const shellRoutes: RouteObject[] = [
  ...siteRoutes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
  { path: REMOTE_STATUS_PATH, element: <RemoteStatusRoute /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The screen of the current URL. */
export function SiteRoutes() {
  return useRoutes(shellRoutes);
}
