/**
 * The call and waitlist dialogs as the prerender saw them open, kept in a small file of their own next to the
 * prerendered pages (never in the page: `/` is already at the first TCP window). The start script shows that
 * markup in a real modal `<dialog>` when a visitor taps its button before the live page has loaded, and the
 * live page takes over once its own dialog is up (`take-over-static-dialog.ts`).
 */

/** Marks the static dialog, so the live page can tell it from its own. */
export const STATIC_DIALOG_ATTRIBUTE = 'data-nvx-static-dialog';
/** A button of the static dialog that only closes it (the close cross, Cancel): the start script handles it. */
export const STATIC_CLOSE_ATTRIBUTE = 'data-nvx-static-close';
/** Set on the static dialog while the live one opens under it: its backdrop is then transparent. */
export const STATIC_COVERING_ATTRIBUTE = 'data-nvx-covering';

/** One dialog of a prerendered page: the file with its markup and the page's buttons that open it. */
export interface StaticDialogPlan {
  href: string;
  /** Indexes of its buttons among the page's `#root button` elements, as prerendered. */
  at: number[];
}

/** The CSS the static dialog adds to its file's stylesheet: two backdrops on top of each other darken the page. */
export const STATIC_DIALOG_CSS = `dialog[${STATIC_DIALOG_ATTRIBUTE}][${STATIC_COVERING_ATTRIBUTE}]::backdrop{background:transparent}`;

/**
 * The dialog's markup as React rendered it, made to stand alone: its fields' current state in attributes, the
 * `open` attribute left to showModal(), ids renamed so they meet none of the live page's (useId's `_r_…_`,
 * the modal title), the buttons that only close it marked, and submit buttons disabled until the live page
 * answers them (as on the prerendered page's forms). Runs in the prerender's page, so no named inner functions.
 */
export const staticDialogMarkup = (dialog: HTMLDialogElement): string => {
  const clone = dialog.cloneNode(true) as HTMLDialogElement;
  const fieldSelector = 'input, select, textarea';
  const liveFields = Array.from(dialog.querySelectorAll(fieldSelector));
  const clonedFields = Array.from(clone.querySelectorAll(fieldSelector));
  liveFields.forEach((live, index) => {
    const copy = clonedFields[index];
    if (!copy) return;
    if (live instanceof HTMLInputElement) {
      if (live.type === 'checkbox' || live.type === 'radio') copy.toggleAttribute('checked', live.checked);
      else copy.setAttribute('value', live.value);
    } else if (live instanceof HTMLTextAreaElement) copy.textContent = live.value;
    else if (live instanceof HTMLSelectElement) {
      const options = Array.from(copy.querySelectorAll('option'));
      Array.from(live.options).forEach((option, at) => {
        options[at]?.toggleAttribute('selected', option.selected);
      });
    }
  });
  clone.removeAttribute('open');
  clone.setAttribute('data-nvx-static-dialog', '');
  for (const node of clone.querySelectorAll('script')) node.remove();
  const references = ['id', 'for', 'name', 'aria-labelledby', 'aria-describedby', 'aria-controls'];
  for (const element of [clone, ...Array.from(clone.querySelectorAll('*'))]) {
    // The CSP allows no inline style attributes.
    element.removeAttribute('style');
    for (const name of references) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      element.setAttribute(
        name,
        value
          .split(' ')
          .map((token) => (token === 'nvx-modal-title' ? 'nvx-static-modal-title' : token))
          .join(' ')
          .replace(/_r_([0-9a-z]+)_/g, '_s_$1_'),
      );
    }
  }
  for (const button of Array.from(clone.querySelectorAll('button'))) {
    const label = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
    if (button.type === 'button' && /^(close|cancel)\b/i.test(label)) button.setAttribute('data-nvx-static-close', '');
    else if (button.type === 'submit' && !button.disabled) {
      button.setAttribute('disabled', '');
      button.setAttribute('data-nvx-disabled-until-live', '');
    }
  }
  return clone.outerHTML;
};
