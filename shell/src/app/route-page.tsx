import type { PropsOf, RemoteId, ScreenOf, ScreenProps } from '@novavox/contracts-site/remotes';
import type { SiteRoute } from '@novavox/contracts-site/routes';
import { useLocation } from 'react-router-dom';
import { RemoteView } from '../federation/remote-view';
import { DocumentHead } from './document-head';
import { markDocumentReady } from './use-mark-document-ready';

/**
 * One route of the table: its head tags and the remote component that owns its screen (on a waitlist
 * route, the modal host shows the waitlist over it).
 */
export function RoutePage({ route }: { route: SiteRoute }) {
  const location = useLocation();

  return (
    <>
      <DocumentHead title={route.title} description={route.description} path={route.path} indexable={route.indexable} />
      <RouteScreen remote={route.remote} expose={route.expose} pathname={location.pathname} />
    </>
  );
}

/** Any route's screen: every screen takes the path it was reached at (ScreenProps), so one view fits all. */
function RouteScreen<R extends RemoteId>({
  remote,
  expose,
  pathname,
}: {
  remote: R;
  expose: ScreenOf<R>;
  pathname: string;
}) {
  const props: ScreenProps = { pathname };
  return (
    <RemoteView remote={remote} expose={expose} props={props as PropsOf<R, ScreenOf<R>>} onShown={markDocumentReady} />
  );
}
