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
