import { useEffect, useState } from 'react';

export interface HideOnScrollOptions {
  /** Never hide while the page is scrolled less than this (px). */
  threshold: number;
  /** Movements of this many pixels or fewer are ignored (trackpad jitter). */
  tolerance: number;
}

/** The navbar rule of docs/requirements.md §2: hide when scrolling down past 40 px, show again on any scroll up. */
export const NAVBAR_SCROLL: HideOnScrollOptions = { threshold: 40, tolerance: 5 };

export function nextHiddenState(
  hidden: boolean,
  lastY: number,
  y: number,
  { threshold, tolerance }: HideOnScrollOptions,
): { hidden: boolean; lastY: number } {
  if (Math.abs(y - lastY) <= tolerance) return { hidden, lastY };
  if (y <= threshold) return { hidden: false, lastY: y };
  return { hidden: y > lastY, lastY: y };
}

export function useHideOnScroll(options: HideOnScrollOptions = NAVBAR_SCROLL): boolean {
  const [hidden, setHidden] = useState(false);
  const { threshold, tolerance } = options;
  useEffect(() => {
    let state = { hidden: false, lastY: window.scrollY };
    const onScroll = () => {
      state = nextHiddenState(state.hidden, state.lastY, window.scrollY, { threshold, tolerance });
      setHidden(state.hidden);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold, tolerance]);
  return hidden;
}
