import type { ComponentPropsWithRef } from 'react';
import { FormFieldFrame, type FormFieldLabelling } from './form-field-frame';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & FormFieldLabelling;

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ id, label, error, hint, required, className, ...inputProps }: TextFieldProps) {
  return (
    <FormFieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input id={id} required={required} {...control} {...inputProps} />}
    </FormFieldFrame>
  );
}
