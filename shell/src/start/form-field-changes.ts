/** The form fields of a prerendered page, and whether a visitor changed one from what the markup set. */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const FIELDS = 'input, select, textarea';

export function isCheckable(field: FieldElement): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** True when the field no longer shows what its markup set: typed into, ticked, or another option picked. */
export function changedFromMarkup(field: FieldElement): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * Gives a live (React-controlled) field what the visitor left in its prerendered or static twin, the way typing
 * does so that React hears it: through the prototype's value setter (React watches the instance's) and an input or
 * change event. A radio is clicked only where the visitor picked it (clicking one always checks it); a field of
 * another kind is left alone.
 */
export function giveFieldValue(target: FieldElement, from: FieldElement): void {
  if (isCheckable(target) && isCheckable(from)) {
    if (target.checked !== from.checked && (target.type === 'checkbox' || from.checked)) target.click();
    return;
  }
  if (target.type !== from.type || target.tagName !== from.tagName) return;
  if (target instanceof HTMLSelectElement && from instanceof HTMLSelectElement) {
    target.selectedIndex = from.selectedIndex;
    target.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target) as object, 'value')?.set;
  if (setter) setter.call(target, from.value);
  else target.value = from.value;
  target.dispatchEvent(new Event('input', { bubbles: true }));
}
