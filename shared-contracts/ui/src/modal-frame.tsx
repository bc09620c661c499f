import { INITIAL_FOCUS_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/static-dialog';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

/**
 * The one way a modal is shown, by the shell and by standalone harnesses alike: a native modal
 * <dialog> (the page behind becomes inert), labelled by the modal's own title, closing on Escape,
 * keeping Tab inside, and giving focus back to whatever opened it.
 *
 * Focus goes to the modal's first control, with a visible ring however the modal was opened: a click
 * leaves the browser's :focus-visible off for a focus moved by script, a page load turns it on, and
 * the two openings of one modal must look the same. A remote's content can arrive after the frame
 * opens; until then the dialog holds focus, and the first control takes it as soon as it appears.
 */
export interface ModalFrameProps {
  titleId: string;
  onClose: () => void;
  /** The dialog element's id, for a host that acts on the open dialog from outside (Back, docs/architecture.md). */
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Names (by id) the control that takes focus back when a modal opened from inside this element closes and its
 * opener can no longer hold focus (hidden or gone, as a collapsed phone menu's items are).
 */
export const FOCUS_FALLBACK_ATTRIBUTE = 'data-nvx-focus-fallback';

/** Connected and rendered (where the browser can tell: jsdom has no checkVisibility). */
function canTakeFocus(element: HTMLElement): boolean {
  return element.isConnected && (typeof element.checkVisibility !== 'function' || element.checkVisibility());
}

/**
 * How focus goes back when the modal closes: to the opener, or, when it cannot take focus by then, to the control
 * its surroundings named while it could (read at opening: a collapsed menu may have removed the opener since).
 */
function focusReturner(opener: HTMLElement | null): () => void {
  const fallbackId = opener?.closest(`[${FOCUS_FALLBACK_ATTRIBUTE}]`)?.getAttribute(FOCUS_FALLBACK_ATTRIBUTE);
  return () => {
    if (opener && canTakeFocus(opener)) {
      opener.focus();
      if (document.activeElement === opener) return;
    }
    if (fallbackId) document.getElementById(fallbackId)?.focus();
  };
}

/** Marks the control the frame focused, so that CSS (design-tokens.css) draws the focus ring on it. */
export { INITIAL_FOCUS_ATTRIBUTE };

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), audio[controls], [tabindex]:not([tabindex="-1"])';

export function ModalFrame({ titleId, onClose, id, className, children }: ModalFrameProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocus = focusReturner(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const focusFirstControl = (): boolean => {
      const first = dialog.querySelector<HTMLElement>(FOCUSABLE);
      if (!first) return false;
      first.setAttribute(INITIAL_FOCUS_ATTRIBUTE, '');
      first.addEventListener('blur', () => first.removeAttribute(INITIAL_FOCUS_ATTRIBUTE), { once: true });
      first.focus();
      return true;
    };
    let waitForContent: MutationObserver | null = null;
    if (!focusFirstControl()) {
      dialog.focus();
      waitForContent = new MutationObserver(() => {
        // Only while nobody has moved focus elsewhere in the meantime.
        if (document.activeElement !== dialog || focusFirstControl()) waitForContent?.disconnect();
      });
      waitForContent.observe(dialog, { childList: true, subtree: true });
    }
    return () => {
      waitForContent?.disconnect();
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      returnFocus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      aria-modal="true"
      // Focusable everywhere (also where a dialog is not by default), to hold focus until the content arrives.
      tabIndex={-1}
      className={className ? `nvx-modal ${className}` : 'nvx-modal'}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={handleKeyDown}
    >
      {children}
    </dialog>
  );
}
