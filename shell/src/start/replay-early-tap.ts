import { EARLY_TAP_GLOBAL, type EarlyTap } from '@novavox/contracts-site/prerendered-page/early-tap';
import { takeOverStaticDialog } from './take-over-static-dialog';

// The start script keeps the tap (server/prerendered-start.ts); docs/performance.md tells the whole journey.
type WindowWithEarlyTap = Window & { [EARLY_TAP_GLOBAL]?: EarlyTap };

/** Whether the visitor tapped a prerendered button before the live page listened. */
export function hasEarlyTap(): boolean {
  return Boolean((window as WindowWithEarlyTap)[EARLY_TAP_GLOBAL]);
}

/** Answers the visitor's early tap, if any, once the live page has committed (see the contract's early-tap.ts). */
export function replayEarlyTap(root: ParentNode | null = document.getElementById('root')): void {
  const holder = window as WindowWithEarlyTap;
  const tap = holder[EARLY_TAP_GLOBAL];
  delete holder[EARLY_TAP_GLOBAL];
  if (!tap || !root) return;
  // The start script keeps taps only until React listens, so no handler has answered this one. A hydrated
  // page adopted the tapped button itself; a page React rendered afresh has its twin at the same place.
  const live = root.contains(tap.button) ? tap.button : sameButton(root, tap);
  const clickable = live instanceof HTMLButtonElement && !live.disabled ? live : null;
  if (tap.dialog) {
    // The visitor closed the static dialog (its close event is on its way): the live one must not open. With
    // no live button to open it (its screen fell back: a remote is down), the static dialog, which cannot
    // submit, gives way to the page's own fallback and its Retry.
    if (!tap.dialog.open || !clickable) {
      tap.dialog.remove();
      return;
    }
    takeOverStaticDialog(tap.dialog, clickable);
  }
  clickable?.click();
}

function sameButton(root: ParentNode, tap: EarlyTap): HTMLButtonElement | undefined {
  const sameText = Array.from(root.querySelectorAll('button')).filter(
    (button) => !button.closest('dialog') && button.textContent === tap.text,
  );
  return sameText[tap.nth];
}
