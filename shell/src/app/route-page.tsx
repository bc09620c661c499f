import type { SiteRoute } from '@novavox/shared-contracts/routes';
import { useLocation } from 'react-router-dom';
import { RemoteView } from '../federation/remote-view';
import { DocumentHead } from './document-head';

/**
 * One route of the table: its head tags and the remote component that owns its screen (on a waitlist
 * route, the modal host shows the waitlist over it).
 */
export function RoutePage({ route }: { route: SiteRoute }) {
  const location = useLocation();

  return (
    <>
      <DocumentHead title={route.title} description={route.description} path={route.path} indexable={route.indexable} />
      <RouteScreen route={route} pathname={location.pathname} />
    </>
  );
}

function RouteScreen({ route, pathname }: { route: SiteRoute; pathname: string }) {
  switch (route.remote) {
    case 'mf_marketing':
      if (route.expose === './LandingPage') {
        return <RemoteView remote="mf_marketing" expose="./LandingPage" props={{ pathname }} />;
      }
      return <RemoteView remote="mf_marketing" expose={route.expose} props={{}} />;
    case 'mf_experiments':
      return <RemoteView remote="mf_experiments" expose={route.expose} props={{}} />;
    case 'mf_legal':
      return <RemoteView remote="mf_legal" expose={route.expose} props={{}} />;
    case 'mf_voice':
      return null;
  }
}
