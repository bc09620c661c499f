/**
 * The call and waitlist dialogs as the prerender saw them open, kept in a small file of their own next to the
 * prerendered pages. The page's start script shows that markup in a real modal `<dialog>` when a visitor taps
 * its button before the live page has loaded, and the live page takes over once its own dialog is up.
 */

/** Marks the static dialog, so the live page can tell it from its own. */
export const STATIC_DIALOG_ATTRIBUTE = 'data-nvx-static-dialog';
/** A button of the static dialog that only closes it (the close cross, Cancel): the start script handles it. */
export const STATIC_CLOSE_ATTRIBUTE = 'data-nvx-static-close';
/**
 * Marks the control a dialog focused on opening, so that CSS (design-tokens.css) draws its focus ring: the live
 * dialog's frame sets it, the static dialog carries it from the prerender, and the start script focuses it.
 */
export const INITIAL_FOCUS_ATTRIBUTE = 'data-nvx-initial-focus';
/**
 * The live dialogs' title id (the shell's modal host). The static dialog's markup renames it, so that the two never
 * share an id while one covers the other.
 */
export const LIVE_MODAL_TITLE_ID = 'nvx-modal-title';
/** Set on the static dialog while the live one opens under it: its backdrop is then transparent. */
export const STATIC_COVERING_ATTRIBUTE = 'data-nvx-covering';
/**
 * The history state key that marks a layer's entry (docs/architecture.md, "Dialogs and history"), and its value
 * for the static dialog's entry, which the start script pushes on showing it and the live dialog adopts.
 */
export const LAYER_HISTORY_KEY = 'nvxLayer';
export const STATIC_LAYER = 'static';

/** One dialog of a prerendered page: the file with its markup and the page's buttons that open it. */
export interface StaticDialogPlan {
  href: string;
  /** Its stylesheet (also linked from the file), preloaded beside it so that the two arrive together. */
  css?: string;
  /** Indexes of its buttons among the page's `#root button` elements, as prerendered. */
  at: number[];
  /**
   * The id of a `<template>` at the end of the page's body holding the same dialog with its CSS in a `<style>`
   * (the prerender's `<link>` replaced), so that a tap needs no request; the file is asked for only while the
   * template has not been parsed yet.
   */
  template?: string;
}
