import { useLocation } from '@novavox/shared-contracts';
import { useEffect } from 'react';
import type { Analytics } from './start-analytics';

/** One page view per route change; the title is read after the route's <title> has been committed. */
export function usePageViews(analytics: Analytics | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    analytics?.pageView(pathname, document.title);
  }, [analytics, pathname]);
}
