import { siteRoutes } from '@novavox/shared-contracts';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';
import { RoutePage } from './route-page';

export function siteRouteObjects(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...siteRoutes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createSiteRouter() {
  return createBrowserRouter(siteRouteObjects());
}
