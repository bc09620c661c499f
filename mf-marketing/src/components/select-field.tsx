import { type SelectOption, SelectOptions } from '@novavox/contracts-ui/select-options';
import type { ComponentPropsWithRef } from 'react';
import { FormFieldFrame, type FormFieldLabelling, splitFieldProps } from './form-field-frame';

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> &
  FormFieldLabelling & {
    /** The first, empty choice ("Choose one"), for a choice the visitor may leave open. */
    placeholder?: string;
    options: readonly SelectOption[];
  };

/** A labelled select whose hint and error are tied to it like TextField's. */
export function SelectField({ placeholder, options, ...props }: SelectFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FormFieldFrame {...frame}>
      {(wiring) => (
        <select {...wiring} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          <SelectOptions options={options} />
        </select>
      )}
    </FormFieldFrame>
  );
}
