import { NavigationProvider } from '@novavox/contracts-runtime';
import { createBrowserNavigator, createMemoryNavigator } from '@novavox/contracts-runtime/navigator';
import { type ReactNode, useState } from 'react';

/**
 * Entry `@novavox/contracts-ui/navigators`, bundled by each app that needs it (standalone pages, tests):
 * navigators of its own behind the shared navigation interface. NavigationProvider comes through the
 * package's shared entry, so that it is the one context the remotes' hooks read.
 */
export { createBrowserNavigator, createMemoryNavigator } from '@novavox/contracts-runtime/navigator';

/** Navigation through the tab's history; each standalone harness renders one. */
export function BrowserNavigation({ children }: { children: ReactNode }) {
  const [navigator] = useState(() => createBrowserNavigator());
  return <NavigationProvider navigator={navigator}>{children}</NavigationProvider>;
}

/** Navigation in memory, starting at `initialPath`: for tests. */
export function MemoryNavigation({ initialPath = '/', children }: { initialPath?: string; children: ReactNode }) {
  const [navigator] = useState(() => createMemoryNavigator(initialPath));
  return <NavigationProvider navigator={navigator}>{children}</NavigationProvider>;
}
