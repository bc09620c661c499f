import { REMOTE_STATUS_PATH, siteRoutes } from '@novavox/shared-contracts';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Analytics } from '../analytics/start-analytics';
import { NotFoundPage } from './not-found-page';
import { RemoteStatusPage } from './remote-status-page';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';
import { RoutePage } from './route-page';

export function siteRouteObjects(analytics: Analytics | null = null): RouteObject[] {
  return [
    {
      element: <RootLayout analytics={analytics} />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...siteRoutes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
        { path: REMOTE_STATUS_PATH, element: <RemoteStatusPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createSiteRouter(analytics: Analytics | null) {
  return createBrowserRouter(siteRouteObjects(analytics));
}
