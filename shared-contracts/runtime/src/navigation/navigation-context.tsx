import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react';
import type { NavigateOptions, Navigator, SiteLocation } from './navigator';

/**
 * The navigation interface every remote uses, shared once at run time: the shell provides it over its router,
 * a standalone page or a test over a navigator of its own (navigation-providers.tsx).
 */
const NavigatorContext = createContext<Navigator | null>(null);

export function NavigationProvider({ navigator, children }: { navigator: Navigator; children: ReactNode }) {
  return <NavigatorContext.Provider value={navigator}>{children}</NavigatorContext.Provider>;
}

export function useNavigator(): Navigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('Navigation hooks and links must be rendered inside a NavigationProvider.');
  return navigator;
}

export function useLocation(): SiteLocation {
  const navigator = useNavigator();
  return useSyncExternalStore(navigator.subscribe, navigator.location, navigator.location);
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigator = useNavigator();
  return useCallback((to, options) => navigator.navigate(to, options), [navigator]);
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== null && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/** A plain link that changes page without reloading; new tabs, downloads and other sites behave as usual. */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event)) return;
    const url = new URL(event.currentTarget.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} href={to} onClick={handleClick} />;
}

/** Sends the visitor on to `to` in place of the current history entry, as soon as it renders. */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
