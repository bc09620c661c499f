import { useLocation } from '@novavox/contracts-runtime';
import { useEffect, useRef } from 'react';

/**
 * This document is rendered by JavaScript, often after the browser has stopped looking for the URL's
 * fragment (the standalone harness always is), so a shared link such as /tos#section-10 would open at
 * the top. Once the document is on the page, jump to the target the URL named when it first rendered;
 * later jumps are the browser's own.
 */
export function useScrollToInitialHash(): void {
  const { hash } = useLocation();
  const initialHash = useRef(hash);

  useEffect(() => {
    const anchorId = decodeURIComponent(initialHash.current.replace(/^#/, ''));
    if (!anchorId) return;
    document.getElementById(anchorId)?.scrollIntoView();
  }, []);
}
