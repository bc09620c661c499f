/**
 * What hydration leaves as the prerender made it: React adopts the prerendered elements without touching
 * their attributes or what a visitor typed into them. Run once the live page has committed.
 */

import { DISABLED_UNTIL_LIVE_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/disabled-until-live';
import { changedFromMarkup, FIELDS, type FieldElement, isCheckable } from './form-field-changes';

export function enablePrerenderedSubmits(root: ParentNode): void {
  for (const button of root.querySelectorAll(`[${DISABLED_UNTIL_LIVE_ATTRIBUTE}]`)) {
    button.removeAttribute('disabled');
    button.removeAttribute(DISABLED_UNTIL_LIVE_ATTRIBUTE);
  }
}

/**
 * A field the visitor changed before React listened shows the change, but the live form's state does not
 * have it. This tells React the way typing does: React notices a change against the value it last saw
 * (set through the element's own `value`/`checked`, which React watches), then the visitor's value is put back
 * and announced with the event React listens to. All changes are read first: announcing one re-renders the
 * form, which puts the others back to the state's values. Caret and focus stay.
 */
export function announceValuesTypedBeforeLive(root: ParentNode): void {
  // Before the live page listened, a change from the markup can only be the visitor's.
  const typed = Array.from(root.querySelectorAll<FieldElement>(FIELDS))
    .filter(changedFromMarkup)
    .map((field) => ({
      field,
      value: field.value,
      checked: isCheckable(field) && field.checked,
      selection: field instanceof HTMLSelectElement ? null : selectionOf(field),
    }));
  for (const { field, value, checked, selection } of typed) {
    if (isCheckable(field)) {
      // A click toggles it to the visitor's choice and is the event React hears a checkbox by.
      field.checked = !checked;
      field.click();
      continue;
    }
    field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    if (selection && !(field instanceof HTMLSelectElement) && document.activeElement === field)
      restoreSelection(field, selection);
  }
}

type Selection = Pick<HTMLInputElement, 'selectionStart' | 'selectionEnd' | 'selectionDirection'>;

function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): Selection | null {
  try {
    return {
      selectionStart: field.selectionStart,
      selectionEnd: field.selectionEnd,
      selectionDirection: field.selectionDirection,
    };
  } catch {
    return null;
  }
}

function restoreSelection(field: HTMLInputElement | HTMLTextAreaElement, selection: Selection): void {
  try {
    field.setSelectionRange(
      selection.selectionStart,
      selection.selectionEnd,
      selection.selectionDirection ?? undefined,
    );
  } catch {
    // Types without a selection (email, number) keep the caret where it is.
  }
}
