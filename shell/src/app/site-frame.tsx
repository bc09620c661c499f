import { useLocation } from 'react-router-dom';
import type { Analytics } from '../analytics/start-analytics';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { SiteRoutes } from './site-routes';

/** The layout and the current page, behind the error screen that catches what nothing else did. */
export function SiteFrame({ analytics }: { analytics: Analytics | null }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <RootLayout analytics={analytics}>
        <SiteRoutes />
      </RootLayout>
    </RouteErrorBoundary>
  );
}
