/**
 * jsdom has <dialog> without showModal() and close(): enough of them for the static dialog's tests (open
 * attribute, the close event a task later, as browsers fire it).
 */
export function stubDialogMethods(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}

/** The markup the prerender saves for the call dialog, trimmed to what the tests need. */
export const STATIC_CALL_DIALOG = [
  '<dialog aria-labelledby="nvx-static-modal-title" aria-modal="true" tabindex="-1" class="nvx-modal" data-nvx-static-dialog="">',
  '<form><h2 id="nvx-static-modal-title">Voice Assistant Demo</h2>',
  '<button type="button" aria-label="Close dialog" data-nvx-static-close=""><span aria-hidden="true">×</span></button>',
  '<input type="radio" name="_s_1_" value="web" checked data-nvx-initial-focus="">',
  '<input type="radio" name="_s_1_" value="phone">',
  '<input type="text" name="role" value="">',
  '<button type="submit" disabled data-nvx-disabled-until-live="">Start</button>',
  '</form></dialog>',
].join('');
