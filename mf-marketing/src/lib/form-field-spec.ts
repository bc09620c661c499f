import type { SelectOption } from '@novavox/contracts-ui/select-options';
import type { ComponentProps } from 'react';

interface LabelledField {
  label: string;
  required?: boolean;
  hint?: string;
  /** Spans the whole row of the form's two columns. */
  wide?: boolean;
}

/**
 * How a form shows one of its fields. A form is its fields described as data (FormFieldSpecs) and drawn by
 * ValidatedFormFrame, so adding a field is one entry here and one default value in the form's model; a field
 * that must look different (a honeypot, say) is one more kind here and one more case in the frame.
 */
export type FormFieldSpec =
  | (LabelledField & {
      kind: 'text';
      type?: 'text' | 'email' | 'tel';
      autoComplete?: ComponentProps<'input'>['autoComplete'];
    })
  | (LabelledField & { kind: 'textarea'; rows: number })
  | (LabelledField & { kind: 'select'; placeholder?: string; options: readonly SelectOption[] })
  | { kind: 'checkbox'; label: string }
  /** Sent as its default value and never shown (the consent version the form displays, say). */
  | { kind: 'fixed' }
  /** A trap for bots: out of sight and out of the accessibility tree, so only a bot fills it in. */
  | { kind: 'honeypot'; label: string };

/** Every field of a form, keyed by the schema's field name, in reading order. */
export type FormFieldSpecs<Name extends string> = Record<Name, FormFieldSpec>;
