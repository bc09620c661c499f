/**
 * A prerendered page shows real form fields before its scripts run, and a visitor on a slow phone may start
 * typing in them (the sign-up page is a form). The live page normally adopts those fields (hydration), but where
 * React has to render a part afresh (a hydration mismatch, a page without hydration) it replaces that HTML,
 * which would drop what was typed and the focus with it. This notes the prerendered fields, and once the live page has
 * replaced them, gives each live counterpart the value the visitor left and puts the caret back.
 */
import { changedFromMarkup, FIELDS, type FieldElement, giveFieldValue } from '../start/form-field-changes';

/** Names a field the same way in the prerendered and the live page: its form's label and its name. */
function fieldKey(field: FieldElement): string | null {
  const name = field.name || field.id;
  if (!name) return null;
  return `${field.form?.getAttribute('aria-label') ?? ''}\u0000${name}`;
}

function restoreCaret(target: FieldElement, from: FieldElement): void {
  target.focus();
  if (target instanceof HTMLSelectElement || from instanceof HTMLSelectElement) return;
  try {
    target.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined);
  } catch {
    // Types without a selection (email, number) keep the caret where focus put it.
  }
}

/**
 * Starts watching the prerendered fields in `container`; when the live page has replaced them, carries
 * their values and the focused field over, then stops. Returns a function that stops early.
 */
export function carryOverPrerenderedInput(container: HTMLElement): () => void {
  const prerendered = Array.from(container.querySelectorAll<FieldElement>(FIELDS));
  if (prerendered.length === 0) return () => undefined;
  let focused: FieldElement | null = prerendered.find((field) => field === document.activeElement) ?? null;
  const onFocusIn = (event: FocusEvent) => {
    focused = prerendered.find((field) => field === event.target) ?? null;
  };
  // Leaving a field for no other element (a tap on the page) is not a caret to bring back. Chromium also
  // blurs a focused field that is being removed, while it is still connected, so decide once it has settled.
  const onFocusOut = (event: FocusEvent) => {
    const left = focused;
    if (!left || event.target !== left || event.relatedTarget !== null) return;
    queueMicrotask(() => {
      if (left.isConnected && focused === left) focused = null;
    });
  };
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);

  const carryOver = () => {
    const live = new Map<string, FieldElement>();
    for (const field of container.querySelectorAll<FieldElement>(FIELDS)) {
      const key = fieldKey(field);
      if (key && !live.has(key)) live.set(key, field);
    }
    for (const old of prerendered) {
      const key = fieldKey(old);
      const target = key ? live.get(key) : undefined;
      if (target && target !== old && changedFromMarkup(old) && !changedFromMarkup(target)) giveFieldValue(target, old);
    }
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focused && !focused.isConnected && focusLost) {
      const key = fieldKey(focused);
      const target = key ? live.get(key) : undefined;
      if (target) restoreCaret(target, focused);
    }
  };

  const observer = new MutationObserver(() => {
    if (prerendered.some((field) => field.isConnected)) return;
    stop();
    carryOver();
  });
  observer.observe(container, { childList: true, subtree: true });

  function stop() {
    observer.disconnect();
    container.removeEventListener('focusin', onFocusIn);
    container.removeEventListener('focusout', onFocusOut);
  }
  return stop;
}
