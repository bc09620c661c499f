import type { ComponentPropsWithRef } from 'react';
import { FormFieldFrame, type FormFieldLabelling, splitFieldProps } from './form-field-frame';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & FormFieldLabelling;

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField(props: TextFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return <FormFieldFrame {...frame}>{(wiring) => <input {...wiring} {...control} />}</FormFieldFrame>;
}
