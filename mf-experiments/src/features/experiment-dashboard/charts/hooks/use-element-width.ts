import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * The width of an element, followed as it changes (ResizeObserver), so a chart draws at its real
 * size instead of scaling its text down on a phone. Without ResizeObserver (tests) it keeps `fallback`.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured && measured > 0) setWidth(Math.floor(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
