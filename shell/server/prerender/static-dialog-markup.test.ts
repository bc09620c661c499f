import { DISABLED_UNTIL_LIVE_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/disabled-until-live';
import {
  LIVE_MODAL_TITLE_ID,
  STATIC_CLOSE_ATTRIBUTE,
  STATIC_DIALOG_ATTRIBUTE,
} from '@novavox/contracts-site/prerendered-page/static-dialog';
import { afterEach, describe, expect, it } from 'vitest';
import { staticDialogMarkup } from './static-dialog-markup';

afterEach(() => {
  document.body.replaceChildren();
});

function liveDialog(): HTMLDialogElement {
  document.body.innerHTML = [
    // The live dialog as the modal host renders it, under the contract's title id.
    `<dialog open aria-labelledby="${LIVE_MODAL_TITLE_ID}" class="nvx-modal" style="top: 0">`,
    `<form><h2 id="${LIVE_MODAL_TITLE_ID}">Join the Waitlist</h2>`,
    '<button type="button" aria-label="Close dialog">×</button>',
    '<label for="_r_3_">Email</label><input id="_r_3_" aria-describedby="_r_4_ hint" type="email">',
    '<p id="_r_4_">We never share it.</p><input type="checkbox" name="news"><select name="role"><option>A</option><option>B</option></select>',
    '<button type="button">Cancel</button><button type="submit">Join</button><button type="button">Web Call</button>',
    '</form><script>alert(1)</script></dialog>',
  ].join('');
  return document.querySelector('dialog') as HTMLDialogElement;
}

function parsed(markup: string): HTMLDialogElement {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content.querySelector('dialog') as HTMLDialogElement;
}

describe('staticDialogMarkup', () => {
  it('leaves opening to showModal, and style attributes and scripts out (the CSP allows neither)', () => {
    const dialog = parsed(staticDialogMarkup(liveDialog()));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(dialog.hasAttribute('style')).toBe(false);
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.hasAttribute(STATIC_DIALOG_ATTRIBUTE)).toBe(true);
  });

  it("renames ids so none meets the live page's, in every attribute that refers to one", () => {
    const dialog = parsed(staticDialogMarkup(liveDialog()));
    expect(dialog.getAttribute('aria-labelledby')).toBe('nvx-static-modal-title');
    expect(dialog.querySelector('h2')?.id).toBe('nvx-static-modal-title');
    expect(dialog.querySelector('label')?.getAttribute('for')).toBe('_s_3_');
    expect(dialog.querySelector('input')?.id).toBe('_s_3_');
    expect(dialog.querySelector('input')?.getAttribute('aria-describedby')).toBe('_s_4_ hint');
  });

  it('marks the buttons that only close it and disables submitting until the live page answers', () => {
    const dialog = parsed(staticDialogMarkup(liveDialog()));
    const marked = Array.from(dialog.querySelectorAll(`[${STATIC_CLOSE_ATTRIBUTE}]`), (button) => button.textContent);
    expect(marked).toEqual(['×', 'Cancel']);
    const submit = dialog.querySelector('button[type="submit"]');
    expect(submit?.hasAttribute('disabled')).toBe(true);
    expect(submit?.hasAttribute(DISABLED_UNTIL_LIVE_ATTRIBUTE)).toBe(true);
    expect(dialog.querySelector(`button:not([type="submit"]):not([${STATIC_CLOSE_ATTRIBUTE}])`)?.textContent).toBe(
      'Web Call',
    );
  });

  it("writes the fields' state as React left it into attributes", () => {
    const live = liveDialog();
    (live.querySelector('input[type="email"]') as HTMLInputElement).value = 'ada@example.com';
    (live.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
    (live.querySelector('select') as HTMLSelectElement).selectedIndex = 1;
    const dialog = parsed(staticDialogMarkup(live));
    expect(dialog.querySelector('input[type="email"]')?.getAttribute('value')).toBe('ada@example.com');
    expect(dialog.querySelector('input[type="checkbox"]')?.hasAttribute('checked')).toBe(true);
    expect(dialog.querySelectorAll('option')[1]?.hasAttribute('selected')).toBe(true);
  });
});
