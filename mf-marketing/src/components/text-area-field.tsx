import type { ComponentPropsWithRef } from 'react';
import { FormFieldFrame, type FormFieldLabelling } from './form-field-frame';

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & FormFieldLabelling;

/** The multi-line sibling of TextField, with the same labelling and error wiring. */
export function TextAreaField({ id, label, error, hint, required, className, ...textareaProps }: TextAreaFieldProps) {
  return (
    <FormFieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <textarea id={id} required={required} {...control} {...textareaProps} />}
    </FormFieldFrame>
  );
}
