import * as z from 'zod/mini';
import { type FormParseResult, formFieldErrors } from './form-field-errors';
import {
  emailField,
  FIELD_LIMITS,
  optionalText,
  optionalVisitorIdField,
  personNameFields,
  requiredPhoneField,
  requiredText,
} from './form-field-schemas';
import { BODY_NOT_OBJECT_MESSAGE } from './request-body-messages';

export const CONTACT_MESSAGE_MIN_LENGTH = 10;

/** Spec section 3, home contact form: every field required; `name` (first and last joined) is added on send. */
export const contactFormSchema = z.object(
  {
    ...personNameFields(),
    email: emailField(),
    phone: requiredPhoneField(),
    message: requiredText({
      label: 'Message',
      required: 'Message is required',
      max: FIELD_LIMITS.message,
      multiline: true,
    }).check(
      z.minLength(CONTACT_MESSAGE_MIN_LENGTH, {
        error: `Message should be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
      }),
    ),
    name: optionalText({ label: 'Name', max: FIELD_LIMITS.fullName }),
    visitorId: optionalVisitorIdField(),
  },
  { error: BODY_NOT_OBJECT_MESSAGE },
);

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

export function parseContactForm(input: unknown): FormParseResult<ContactFormValues> {
  const result = contactFormSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, fields: formFieldErrors(result.error) };
}
