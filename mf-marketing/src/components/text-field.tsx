import type { ComponentPropsWithRef } from 'react';
import { FormFieldFrame } from './form-field-frame';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  id: string;
  label: string;
  /** The validation message; it marks the input invalid and is announced. */
  error?: string | undefined;
  hint?: string;
};

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ id, label, error, hint, required, className, ...inputProps }: TextFieldProps) {
  return (
    <FormFieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input id={id} required={required} {...control} {...inputProps} />}
    </FormFieldFrame>
  );
}
