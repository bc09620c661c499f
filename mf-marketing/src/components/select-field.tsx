import { type SelectOption, SelectOptions } from '@novavox/contracts-ui/select-options';
import type { ComponentPropsWithRef } from 'react';
import { FormFieldFrame, type FormFieldLabelling } from './form-field-frame';

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> &
  FormFieldLabelling & {
    /** The first, empty choice ("Choose one"), for a choice the visitor may leave open. */
    placeholder?: string;
    options: readonly SelectOption[];
  };

/** A labelled select whose hint and error are tied to it like TextField's. */
export function SelectField({
  id,
  label,
  placeholder,
  options,
  error,
  hint,
  required,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FormFieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <select id={id} required={required} {...control} {...selectProps}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          <SelectOptions options={options} />
        </select>
      )}
    </FormFieldFrame>
  );
}
