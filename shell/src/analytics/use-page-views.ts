import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Analytics } from './start-analytics';

/** One page view per route change; the title is read after the route's <title> has been committed. */
export function usePageViews(analytics: Analytics | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    analytics?.pageView(pathname, document.title);
  }, [analytics, pathname]);
}
