/**
 * The call and waitlist dialogs as the prerender saw them open are saved as files of their own, which the page's
 * start script shows on an early tap (static-dialogs.ts; the attributes' contract:
 * @novavox/contracts-site/prerendered-page/static-dialog and, for the disabled submit buttons,
 * @novavox/contracts-site/prerendered-page/disabled-until-live).
 */

/**
 * The dialog's markup as React rendered it, made to stand alone: its fields' current state in attributes, the
 * `open` attribute left to showModal(), ids renamed so they meet none of the live page's (useId's `_r_…_`,
 * the modal title), the buttons that only close it marked, and submit buttons disabled until the live page
 * answers them (as on the prerendered page's forms). Runs in the prerender's page, so no named inner functions
 * and no imported names: the attributes and the live title id are written out (the contract's names, checked by
 * its test).
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
