import { DOCUMENT_READY, DOCUMENT_READY_DATASET_KEY } from '@novavox/contracts-site/prerendered-page/early-tap';
import { useEffect } from 'react';
import { announceValuesTypedBeforeLive, enablePrerenderedSubmits } from '../start/adopt-prerendered-controls';
import { replayEarlyTap } from '../start/replay-early-tap';

/**
 * Marks the document once the prerendered HTML has become the live page. Its forms can submit now, the live
 * form state learns what the visitor typed before, and a tap the visitor made on the prerendered page is
 * answered. Runs once per page load.
 */
export function markDocumentReady(): void {
  const html = document.documentElement;
  if (html.dataset[DOCUMENT_READY_DATASET_KEY] === DOCUMENT_READY.live) return;
  html.dataset[DOCUMENT_READY_DATASET_KEY] = DOCUMENT_READY.live;
  const root = document.getElementById('root');
  if (root) {
    enablePrerenderedSubmits(root);
    announceValuesTypedBeforeLive(root);
  }
  replayEarlyTap(root);
}

/**
 * A page React rendered itself is live at its first commit. A hydrated page is not yet: React hydrates each
 * Suspense boundary (the route's remote screen) in a later pass of its own, and its buttons and fields have
 * no handlers until then, so the route's screen marks the document (`useMarkReadyWhenShown`).
 */
export function useMarkDocumentReady(): void {
  useEffect(() => {
    if (document.documentElement.dataset[DOCUMENT_READY_DATASET_KEY] !== DOCUMENT_READY.hydrating) markDocumentReady();
  }, []);
}

/** Inside a route's screen boundary: its content (or its fallback) has committed, hydrated or rendered. */
export function useMarkReadyWhenShown(): void {
  useEffect(markDocumentReady, []);
}
