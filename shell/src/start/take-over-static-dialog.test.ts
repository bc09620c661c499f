import { EARLY_TAP_GLOBAL, type EarlyTap } from '@novavox/contracts-site/prerendered-page/early-tap';
import { STATIC_CALL_DIALOG, stubDialogMethods } from '@novavox/contracts-site/prerendered-page/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { replayEarlyTap } from './replay-early-tap';
import { takeOverStaticDialog } from './take-over-static-dialog';

type Holder = Window & { [EARLY_TAP_GLOBAL]?: EarlyTap };

beforeAll(stubDialogMethods);

afterEach(() => {
  document.body.replaceChildren();
  delete (window as Holder)[EARLY_TAP_GLOBAL];
});

/** The static dialog as the start script shows it, the visitor having picked "phone" and typed a role. */
function shownStaticDialog(): HTMLDialogElement {
  document.body.insertAdjacentHTML('beforeend', STATIC_CALL_DIALOG);
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-nvx-static-dialog]') as HTMLDialogElement;
  dialog.showModal();
  dialog.querySelector<HTMLInputElement>('input[value="phone"]')?.click();
  const role = dialog.querySelector<HTMLInputElement>('input[name="role"]') as HTMLInputElement;
  role.focus();
  role.value = 'Nurse';
  role.setSelectionRange(2, 3);
  return dialog;
}

/** The live dialog as React renders it: its content at once, or first its loading state. */
function openLiveDialog(loading = false): HTMLDialogElement {
  const live = document.createElement('dialog');
  live.className = 'nvx-modal';
  live.innerHTML = loading ? '<div role="status" data-remote-loading="">Loading voice calls…</div>' : liveContent();
  document.body.append(live);
  live.showModal();
  return live;
}

function liveContent(): string {
  return (
    '<form><h2 id="nvx-modal-title">Voice Assistant Demo</h2><button type="button" aria-label="Close dialog">×</button>' +
    '<input type="radio" name="_r_1_" value="web" checked><input type="radio" name="_r_1_" value="phone">' +
    '<input type="text" name="role" value=""><button type="submit">Start</button></form>'
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('takeOverStaticDialog', () => {
  it('hands what the visitor typed and chose, and the caret, to the live dialog, then removes the static one', async () => {
    const staticDialog = shownStaticDialog();
    const opener = document.createElement('button');
    document.body.prepend(opener);
    takeOverStaticDialog(staticDialog, opener);
    const live = openLiveDialog();
    const heard = vi.fn();
    live.addEventListener('input', heard);
    await settle();

    expect(staticDialog.isConnected).toBe(false);
    expect(live.querySelector<HTMLInputElement>('input[value="phone"]')?.checked).toBe(true);
    const role = live.querySelector<HTMLInputElement>('input[name="role"]');
    expect(role?.value).toBe('Nurse');
    expect(document.activeElement).toBe(role);
    expect([role?.selectionStart, role?.selectionEnd]).toEqual([2, 3]);

    // React closes the dialog and removes it, focused field and all.
    live.close();
    live.remove();
    await settle();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps the static dialog on top while the live one is loading, and takes over once it has its content', async () => {
    const staticDialog = shownStaticDialog();
    const showModal = vi.spyOn(staticDialog, 'showModal');
    takeOverStaticDialog(staticDialog, null);
    const live = openLiveDialog(true);
    await settle();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(staticDialog).toHaveAttribute('open');
    expect(staticDialog).toHaveAttribute('data-nvx-covering');
    expect(document.activeElement).toBe(staticDialog.querySelector('input[name="role"]'));

    live.innerHTML = liveContent();
    await settle();
    expect(staticDialog.isConnected).toBe(false);
    expect(live.querySelector<HTMLInputElement>('input[name="role"]')?.value).toBe('Nurse');
  });

  it('closes the live dialog when the visitor closes the static one on top of it', async () => {
    const staticDialog = shownStaticDialog();
    takeOverStaticDialog(staticDialog, null);
    const live = openLiveDialog(true);
    const cancelled = vi.fn();
    live.addEventListener('cancel', cancelled);
    await settle();
    staticDialog.querySelector<HTMLButtonElement>('[data-nvx-static-close]')?.click();
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(staticDialog.isConnected).toBe(false);
  });

  it('closes the live dialog that opens after the visitor closed the static one', async () => {
    const staticDialog = shownStaticDialog();
    takeOverStaticDialog(staticDialog, null);
    staticDialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    const live = document.createElement('dialog');
    const cancelled = vi.fn();
    live.addEventListener('cancel', cancelled);
    document.body.append(live);
    live.showModal();
    await settle();
    expect(cancelled).toHaveBeenCalledTimes(1);
  });
});

describe('replayEarlyTap with a static dialog', () => {
  function tapWithDialog(dialog: HTMLDialogElement) {
    const root = document.createElement('div');
    root.innerHTML = '<button>Try AI Voice Call Now</button>';
    document.body.prepend(root);
    const button = root.querySelector('button') as HTMLButtonElement;
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    (window as Holder)[EARLY_TAP_GLOBAL] = { button, text: button.textContent, nth: 0, dialog };
    return { root, clicked };
  }

  it('replays the tap and lets the live dialog take over an open static one', async () => {
    const staticDialog = shownStaticDialog();
    const { root, clicked } = tapWithDialog(staticDialog);
    replayEarlyTap(root);
    expect(clicked).toHaveBeenCalledTimes(1);
    openLiveDialog();
    await settle();
    expect(staticDialog.isConnected).toBe(false);
  });

  it('removes the static dialog when the live page has no button to open the live one', () => {
    const staticDialog = shownStaticDialog();
    const { root, clicked } = tapWithDialog(staticDialog);
    root.querySelector('button')?.setAttribute('disabled', '');
    replayEarlyTap(root);
    expect(clicked).not.toHaveBeenCalled();
    expect(staticDialog.isConnected).toBe(false);
  });

  it('does not open the live dialog when the visitor has closed the static one', () => {
    const staticDialog = shownStaticDialog();
    staticDialog.close();
    const { root, clicked } = tapWithDialog(staticDialog);
    replayEarlyTap(root);
    expect(clicked).not.toHaveBeenCalled();
    expect(staticDialog.isConnected).toBe(false);
  });
});
