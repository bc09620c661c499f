/**
 * The live page takes over the static dialog the start script showed on an early tap (`static-dialog.ts`).
 * The replayed tap opens the live dialog; until it shows its content (a remote's code may still be loading)
 * the static one stays on top, so the visitor never sees a spinner replace what they were using. Then, in the
 * same frame, what they typed or chose and the focus move to the live dialog's fields and the static one goes.
 */

import { REMOTE_LOADING_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/page-marks';
import {
  STATIC_CLOSE_ATTRIBUTE,
  STATIC_COVERING_ATTRIBUTE,
  STATIC_DIALOG_ATTRIBUTE,
} from '@novavox/contracts-site/prerendered-page/static-dialog';
import { changedFromMarkup, FIELDS, type FieldElement, giveFieldValue } from './form-field-changes';

const CONTROLS = 'a[href], button, input, select, textarea';

/**
 * Finds where focus goes in the live dialog: the control at the same place as the one focused in the static
 * dialog. Returns what moves it there, to be called once the static dialog is gone: while a modal dialog covers
 * the live one, the live one is inert and cannot take focus.
 */
function focusMover(from: Element | null, staticDialog: HTMLDialogElement, live: HTMLDialogElement): () => void {
  if (!from || from === staticDialog) return () => undefined;
  const index = Array.from(staticDialog.querySelectorAll(CONTROLS)).indexOf(from);
  const target = Array.from(live.querySelectorAll<HTMLElement>(CONTROLS))[index];
  if (!target) return () => undefined;
  const caret =
    from instanceof HTMLInputElement || from instanceof HTMLTextAreaElement
      ? { start: from.selectionStart, end: from.selectionEnd, direction: from.selectionDirection ?? undefined }
      : null;
  return () => {
    target.focus();
    if (!caret || !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    try {
      target.setSelectionRange(caret.start, caret.end, caret.direction);
    } catch {
      // Types without a selection (email, number) keep the caret where focus put it.
    }
  };
}

function liveDialog(staticDialog: HTMLDialogElement): HTMLDialogElement | null {
  const open = Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]'));
  return open.find((dialog) => dialog !== staticDialog && !dialog.hasAttribute(STATIC_DIALOG_ATTRIBUTE)) ?? null;
}

/**
 * Watches for the live dialog the replayed tap opens and hands the static one over to it. `opener` gets focus
 * back when the live dialog closes (its own opener was a field of the static dialog, gone by then). Returns a
 * function that stops watching.
 */
export function takeOverStaticDialog(staticDialog: HTMLDialogElement, opener: HTMLElement | null): () => void {
  let focused: Element | null = staticDialog.contains(document.activeElement) ? document.activeElement : null;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element) focused = event.target;
  };
  staticDialog.addEventListener('focusin', onFocusIn);
  // While covering the live dialog, the static one's own close is no longer the start script's to handle.
  staticDialog.setAttribute(STATIC_COVERING_ATTRIBUTE, '');
  let raised = false;
  let closed = false;

  // Closing the static dialog on top closes the live one under it (or the one about to open), as its own
  // Escape or close button would.
  const cancelLive = (live: HTMLDialogElement) => {
    stop();
    live.dispatchEvent(new Event('cancel', { cancelable: true }));
  };
  const closeLive = () => {
    closed = true;
    staticDialog.remove();
    const live = liveDialog(staticDialog);
    if (live) cancelLive(live);
  };
  const onCancel = (event: Event) => {
    event.preventDefault();
    closeLive();
  };
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(`[${STATIC_CLOSE_ATTRIBUTE}]`)) {
      event.stopImmediatePropagation();
      closeLive();
    }
  };
  staticDialog.addEventListener('cancel', onCancel);
  staticDialog.addEventListener('click', onClick, true);

  const finish = (target: HTMLDialogElement) => {
    stop();
    const fields = Array.from(staticDialog.querySelectorAll<FieldElement>(FIELDS));
    const liveFields = Array.from(target.querySelectorAll<FieldElement>(FIELDS));
    fields.forEach((field, index) => {
      const counterpart = liveFields[index];
      if (counterpart && changedFromMarkup(field)) giveFieldValue(counterpart, field);
    });
    const moveFocus = focusMover(focused, staticDialog, target);
    staticDialog.remove();
    moveFocus();
    target.addEventListener(
      'close',
      () => {
        if (!document.activeElement || document.activeElement === document.body) opener?.focus();
      },
      { once: true },
    );
  };

  const check = () => {
    const live = liveDialog(staticDialog);
    if (!live) return;
    if (closed) {
      cancelLive(live);
      return;
    }
    if (!live.querySelector(`[${REMOTE_LOADING_ATTRIBUTE}]`)) {
      finish(live);
      return;
    }
    if (raised) return;
    // The live dialog opened over the static one with its loading state: the static one goes back on top.
    raised = true;
    const keep = focused;
    staticDialog.close();
    staticDialog.showModal();
    if (keep instanceof HTMLElement) keep.focus();
    else staticDialog.focus();
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });

  function stop() {
    observer.disconnect();
    staticDialog.removeEventListener('focusin', onFocusIn);
    staticDialog.removeEventListener('cancel', onCancel);
    staticDialog.removeEventListener('click', onClick, true);
  }
  return stop;
}
