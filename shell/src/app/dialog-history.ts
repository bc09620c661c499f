import {
  LAYER_HISTORY_KEY,
  STATIC_DIALOG_ATTRIBUTE,
  STATIC_LAYER,
} from '@novavox/contracts-site/prerendered-page/static-dialog';
import { useEffect, useRef } from 'react';

/**
 * Back closes what is open over the page (a dialog, the phone menu) instead of leaving the page
 * (docs/architecture.md, "Dialogs and history"). While a layer is open, one history entry for the same URL
 * carries its marker in the history state; Back onto the entry below it closes the layer. A layer closed by
 * the page itself (X, Cancel, Escape, a sent form) takes its entry back, so the next Back leaves as it always
 * did. Forward onto the entry of a closed layer opens nothing again, and goes back off it at once: that entry
 * is the page's own, so staying on it would leave a Back that does nothing. The static dialog of an early tap
 * pushed its entry before the app ran; the live dialog that takes it over adopts that entry.
 *
 * The router's own state (its key and index) is copied into the entry, so the router sees the same location
 * and neither scrolls nor moves focus when the entry comes or goes.
 */
export const DIALOG_HISTORY_MARKER = LAYER_HISTORY_KEY;

let lastLayerId = 0;
/** The markers of the layers open now. */
const openLayers = new Set<unknown>();
let guarding = false;
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

/** A static dialog of an early tap still on screen, on its own or covering the live one. */
function staticDialogShown(): boolean {
  return document.querySelector(`dialog[${STATIC_DIALOG_ATTRIBUTE}]`) !== null;
}

/** The mark of a layer that is no longer open: an entry that Forward (or a reload) landed on. */
function isStale(marker: unknown): boolean {
  if (marker === undefined || openLayers.has(marker)) return false;
  return !(marker === STATIC_LAYER && staticDialogShown());
}

/** Forward onto a closed layer's entry goes back off it, once for the whole page. */
function guardClosedEntries(): void {
  if (guarding) return;
  guarding = true;
  window.addEventListener('popstate', (event) => {
    if (isStale(markerOf(event.state))) takeEntryBack();
  });
  // The app started on such an entry (a reload, or Forward before the app ran).
  if (isStale(markerOf(window.history.state))) takeEntryBack();
}

/**
 * Gives the layer one history entry while `open`. `onBack` runs when the visitor goes Back from it; it
 * returns false to stay open (a live call asks first), and the layer then gets its entry again.
 */
export function useDialogHistoryEntry(open: boolean, onBack: () => boolean): void {
  const latestOnBack = useRef(onBack);
  latestOnBack.current = onBack;

  useEffect(guardClosedEntries, []);

  useEffect(() => {
    if (!open) return;
    const id = ++lastLayerId;
    openLayers.add(id);
    let stopped = false;
    let left = false;
    const push = () => {
      if (stopped) return;
      const state: unknown = window.history.state;
      const base = state && typeof state === 'object' ? state : {};
      const entry = { ...base, [DIALOG_HISTORY_MARKER]: id };
      // The static dialog this one takes over already has the entry: it becomes this layer's.
      if (markerOf(state) === STATIC_LAYER) window.history.replaceState(entry, '', window.location.href);
      else window.history.pushState(entry, '', window.location.href);
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
      openLayers.delete(id);
      window.removeEventListener('popstate', onPopState);
      // Closed from the page: its entry goes, unless the visitor already left it (Back, or a link followed).
      if (!left && markerOf(window.history.state) === id) takeEntryBack();
    };
  }, [open]);
}
