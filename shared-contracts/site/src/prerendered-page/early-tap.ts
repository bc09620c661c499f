/**
 * A prerendered button has no handler until the live page takes over, so the page's start script keeps a tap
 * on one under this window property, and the live page clicks that button (or, if React rendered the page
 * afresh, the same one) once it has committed: the visitor's first tap is answered late rather than lost.
 */
export const EARLY_TAP_GLOBAL = 'nvxEarlyTap';

export interface EarlyTap {
  /** The prerendered button tapped. */
  button: Element;
  text: string | null;
  /** Its place among the prerendered buttons with the same text (dialogs are not prerendered). */
  nth: number;
  /** The dialog's static markup the start script showed for this tap (static-dialog.ts), if any. */
  dialog?: HTMLDialogElement;
}
