import type { ComponentPropsWithRef } from 'react';
import { FormFieldFrame, type FormFieldLabelling, splitFieldProps } from './form-field-frame';

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & FormFieldLabelling;

/** The multi-line sibling of TextField, with the same labelling and error wiring. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return <FormFieldFrame {...frame}>{(wiring) => <textarea {...wiring} {...control} />}</FormFieldFrame>;
}
