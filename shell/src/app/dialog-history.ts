import { useEffect, useRef } from 'react';

/**
 * Back closes what is open over the page (a dialog, the phone menu) instead of leaving the page
 * (docs/architecture.md, "Dialogs and history"). While a layer is open, one history entry for the same URL
 * carries its marker in the history state; Back onto the entry below it closes the layer. A layer closed by
 * the page itself (X, Cancel, Escape, a sent form) takes its entry back, so the next Back leaves as it always
 * did. Forward onto the entry of a closed layer opens nothing again: markers are only ever read by the layer
 * that is open.
 *
 * The router's own state (its key and index) is copied into the entry, so the router sees the same location
 * and neither scrolls nor moves focus when the entry comes or goes.
 */
export const DIALOG_HISTORY_MARKER = 'nvxLayer';

let lastLayerId = 0;
/** A history.back() of a closed layer that has not landed yet: a layer opening meanwhile waits for it. */
let backInFlight: Promise<void> | null = null;

function markerOf(state: unknown): unknown {
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[DIALOG_HISTORY_MARKER] : undefined;
}

function takeEntryBack(): void {
  backInFlight = new Promise<void>((resolve) => {
    const landed = () => {
      window.removeEventListener('popstate', landed);
      backInFlight = null;
      resolve();
    };
    window.addEventListener('popstate', landed);
    window.history.back();
  });
}

/**
 * Gives the layer one history entry while `open`. `onBack` runs when the visitor goes Back from it; it
 * returns false to stay open (a live call asks first), and the layer then gets its entry again.
 */
export function useDialogHistoryEntry(open: boolean, onBack: () => boolean): void {
  const latestOnBack = useRef(onBack);
  latestOnBack.current = onBack;

  useEffect(() => {
    if (!open) return;
    const id = ++lastLayerId;
    let stopped = false;
    let left = false;
    const push = () => {
      if (stopped) return;
      const state: unknown = window.history.state;
      const base = state && typeof state === 'object' ? state : {};
      window.history.pushState({ ...base, [DIALOG_HISTORY_MARKER]: id }, '', window.location.href);
    };
    const onPopState = (event: PopStateEvent) => {
      if (stopped || markerOf(event.state) === id) return;
      if (latestOnBack.current()) left = true;
      else push();
    };
    const start = () => {
      if (stopped) return;
      push();
      window.addEventListener('popstate', onPopState);
    };
    if (backInFlight) void backInFlight.then(start);
    else start();
    return () => {
      stopped = true;
      window.removeEventListener('popstate', onPopState);
      // Closed from the page: its entry goes, unless the visitor already left it (Back, or a link followed).
      if (!left && markerOf(window.history.state) === id) takeEntryBack();
    };
  }, [open]);
}
