import { useLocation } from '@novavox/shared-contracts';
import { matchRoute } from './match-route';
import { NotFoundPage } from './not-found-page';
import { RemoteStatusPage } from './remote-status-page';
import { RoutePage } from './route-page';

/** The screen of the current URL, from the one route table in shared-contracts. */
export function SiteRoutes() {
  const match = matchRoute(useLocation().pathname);
  switch (match.kind) {
    case 'site':
      return <RoutePage route={match.route} />;
    case 'remote-status':
      return <RemoteStatusPage />;
    case 'not-found':
      return <NotFoundPage />;
  }
}
