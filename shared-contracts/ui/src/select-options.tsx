/**
 * Entry `@novavox/contracts-ui/select-options`: the choices of a `<select>`, drawn the same way by every form
 * control that offers a fixed list (marketing's select field, the dashboard's option select, the microphone
 * picker, the voice harness). The select itself, its label and its behaviour stay with each control.
 */

/** One choice: the value the select takes and the text the visitor reads. */
export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

export interface SelectOptionsProps<T extends string> {
  options: readonly SelectOption<T>[];
}

/** The `<option>` elements of the choices, in the order given, each keyed by its value. */
export function SelectOptions<T extends string>({ options }: SelectOptionsProps<T>) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
