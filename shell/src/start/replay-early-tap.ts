/**
 * A prerendered button has no handler until the live page takes over, so the page's start script
 * (`server/prerendered-start.ts`) keeps a tap on one under this window property, and the live page clicks
 * the same button once it has committed: the visitor's first tap is answered late rather than lost.
 */
export const EARLY_TAP_GLOBAL = 'nvxEarlyTap';

export interface EarlyTap {
  /** The prerendered button tapped. */
  button: Element;
  text: string | null;
  /** Its place among the prerendered buttons with the same text (dialogs are not prerendered). */
  nth: number;
}

type WindowWithEarlyTap = Window & { [EARLY_TAP_GLOBAL]?: EarlyTap };

export function replayEarlyTap(root: ParentNode | null = document.getElementById('root')): void {
  const holder = window as WindowWithEarlyTap;
  const tap = holder[EARLY_TAP_GLOBAL];
  delete holder[EARLY_TAP_GLOBAL];
  // A button still in the document was already live when tapped, and its own handler answered.
  if (!tap || !root || tap.button.isConnected) return;
  const sameText = Array.from(root.querySelectorAll('button')).filter(
    (button) => !button.closest('dialog') && button.textContent === tap.text,
  );
  const live = sameText[tap.nth];
  if (live && !live.disabled) live.click();
}
