import {
  type NavigateOptions,
  NavigationProvider,
  type Navigator,
  type SiteLocation,
} from '@novavox/contracts-runtime';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { type Location, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';

/**
 * The contracts' navigation interface implemented over the shell's router. react-router-dom is bundled in
 * the shell alone (shared, it would ship whole to every visitor), so remotes never import it: they read the
 * location and navigate through this bridge, and the router stays the one history of the site.
 */
class RouterBridge implements Navigator {
  private current: SiteLocation;
  private readonly listeners = new Set<() => void>();

  constructor(
    location: Location,
    private routerNavigate: NavigateFunction,
  ) {
    this.current = siteLocationOf(location);
  }

  /** Called while the router's provider renders, so that the remotes rendered in the same pass agree with it. */
  follow(location: Location, routerNavigate: NavigateFunction): void {
    this.routerNavigate = routerNavigate;
    const next = siteLocationOf(location);
    if (!sameLocation(next, this.current)) this.current = next;
  }

  /** Remotes that did not render with the router's update learn of it here. */
  notify(): void {
    for (const listener of this.listeners) listener();
  }

  location = (): SiteLocation => this.current;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  navigate = (to: string, options: NavigateOptions = {}): void => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return;
    }
    this.routerNavigate({ pathname: url.pathname, search: url.search, hash: url.hash }, { replace: options.replace });
  };
}

function siteLocationOf({ pathname, search, hash, key }: Location): SiteLocation {
  return { pathname, search, hash, key };
}

function sameLocation(a: SiteLocation, b: SiteLocation): boolean {
  return a.key === b.key && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const [bridge] = useState(() => new RouterBridge(location, routerNavigate));
  bridge.follow(location, routerNavigate);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new location is news for the subscribers
  useLayoutEffect(() => bridge.notify(), [bridge, location]);
  return <NavigationProvider navigator={bridge}>{children}</NavigationProvider>;
}
