import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top, as a full page load would. A link to a section leaves the scrolling to
 * useScrollToHash, Back and Forward leave it to the browser's own restoration, and replacing the entry
 * (closing the waitlist over its page) keeps the visitor where they were.
 */
export function useScrollToTopOnNewPage(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType === 'PUSH' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
