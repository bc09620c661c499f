/**
 * A prerendered button has no handler until the live page takes over, so the page's start script keeps a tap
 * on one under this window property, and the live page clicks that button (or, if React rendered the page
 * afresh, the same one) once it has committed: the visitor's first tap is answered late rather than lost.
 */
export const EARLY_TAP_GLOBAL = 'nvxEarlyTap';

/**
 * The live page's mark on the document element (`data-nvx-ready`, this dataset key): 'hydrating' once React listens
 * to a prerendered page, 'true' once the page is live. The start script keeps taps only until the first mark.
 */
export const DOCUMENT_READY_DATASET_KEY = 'nvxReady';
export const DOCUMENT_READY = { hydrating: 'hydrating', live: 'true' } as const;

export interface EarlyTap {
  /** The prerendered button tapped. */
  button: Element;
  text: string | null;
  /** Its place among the prerendered buttons with the same text (dialogs are not prerendered). */
  nth: number;
  /** The dialog's static markup the start script showed for this tap (static-dialog.ts), if any. */
  dialog?: HTMLDialogElement;
}
