import './design-tokens.css';
import { Redirect, useLocation } from '@novavox/contracts-runtime';
import { type RemoteId, remoteFolder } from '@novavox/contracts-site/remotes';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StandaloneHarness } from './standalone-harness';

/**
 * Entry `@novavox/contracts-ui/mount-standalone`: the whole of a remote's standalone page but its routes, so
 * each remote's `src/standalone/bootstrap.tsx` says only which screens it shows at which paths.
 */

/** A screen is rendered with the path it was reached at, as the shell renders it; it may ignore it. */
export type StandaloneScreen = ComponentType<{ pathname: string }>;

export interface StandaloneRoute {
  /** The route's path, with the query its link opens it with where the screen wants one. */
  href: string;
  /** The text of its link in the harness bar; a route without one is served but not listed. */
  label?: string;
  /** What the path shows; without one it shows the page's `fallback`. */
  screen?: StandaloneScreen;
}

export interface StandalonePage {
  routes: readonly StandaloneRoute[];
  /** What any path without a screen of its own shows; by default a redirect to the first route. */
  fallback?: StandaloneScreen;
  /** Rendered beside the screen: what the shell would host for this remote, such as its modals. */
  children?: ReactNode;
}

function pathOf(href: string): string {
  return href.replace(/[?#].*$/, '');
}

/** The screen of the current path: the route's own, else the fallback, else a redirect to the first route. */
export function StandaloneScreens({ routes, fallback: Fallback }: Pick<StandalonePage, 'routes' | 'fallback'>) {
  const { pathname } = useLocation();
  const Screen = routes.find((route) => route.screen && pathOf(route.href) === pathname)?.screen ?? Fallback;
  if (Screen) return <Screen pathname={pathname} />;
  const first = routes[0];
  return first && pathOf(first.href) !== pathname ? <Redirect to={first.href} /> : null;
}

/** The standalone page as React: the harness (router, runtime config, bus panel) around the remote's screens. */
export function StandaloneApp({ remote, routes, fallback, children }: StandalonePage & { remote: RemoteId }) {
  const links = routes.flatMap(({ href, label }) => (label ? [{ href, label }] : []));
  return (
    <StrictMode>
      <StandaloneHarness remoteName={remoteFolder(remote)} service={remote} links={links}>
        <StandaloneScreens routes={routes} fallback={fallback} />
        {children}
      </StandaloneHarness>
    </StrictMode>
  );
}

/** Renders the remote's standalone page into the page's #root element (the standalone page template has one). */
export function mountStandalone(remote: RemoteId, page: StandalonePage): Root | null {
  const element = document.getElementById('root');
  if (!element) return null;
  const root = createRoot(element);
  root.render(<StandaloneApp remote={remote} {...page} />);
  return root;
}
