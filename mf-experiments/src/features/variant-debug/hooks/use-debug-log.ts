import { useBusEvent } from '@novavox/contracts-runtime';
import { useCallback, useRef, useState } from 'react';

export type DebugMarker = 'variant' | 'impression' | 'conversion';

export interface DebugLine {
  id: number;
  marker: DebugMarker;
  at: number;
  text: string;
}

/** The debug log keeps only the latest lines (requirements §9: 20). */
export const DEBUG_LOG_LIMIT = 20;

/**
 * The debug page's log: variant lines it adds itself, plus every experiment impression or conversion
 * emitted on the bus while the page is open (its own test buttons and any remote's).
 */
export function useDebugLog() {
  const [lines, setLines] = useState<DebugLine[]>([]);
  const nextId = useRef(1);

  const add = useCallback((marker: DebugMarker, text: string) => {
    const line = { id: nextId.current++, marker, at: Date.now(), text };
    setLines((current) => [...current, line].slice(-DEBUG_LOG_LIMIT));
  }, []);
  const clear = useCallback(() => setLines([]), []);

  useBusEvent(['experiment/impression', 'experiment/conversion'], (event) => {
    const details = [event.category, event.label].filter(Boolean).join(', ');
    add(
      event.type === 'experiment/impression' ? 'impression' : 'conversion',
      `${event.type === 'experiment/impression' ? 'Impression' : 'Conversion'}: ${event.experimentId} → variant ${event.variantId}${details ? ` (${details})` : ''}`,
    );
  });

  return { lines, add, clear };
}
