import * as z from 'zod/mini';
import { type FormParseResult, formParser } from './form-field-errors';
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

/** Requirements §3, home contact form: every field required; `name` (first and last joined) is added on send. */
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

export const parseContactForm = formParser<ContactFormValues>(contactFormSchema);

/**
 * The header's Contact Us modal: name, email, subject and message, all required, the e-mail a valid address;
 * no other bound is asked of the visitor (the length limits only keep a message storable). `subject` is what
 * tells this shape apart from the home form's on the one contact endpoint.
 */
export const contactModalFormSchema = z.object(
  {
    name: requiredText({ label: 'Name', required: 'Name is required', max: FIELD_LIMITS.fullName }),
    email: emailField(),
    subject: requiredText({ label: 'Subject', required: 'Subject is required', max: FIELD_LIMITS.label }),
    message: requiredText({
      label: 'Message',
      required: 'Message is required',
      max: FIELD_LIMITS.message,
      multiline: true,
    }),
    visitorId: optionalVisitorIdField(),
  },
  { error: BODY_NOT_OBJECT_MESSAGE },
);

export type ContactModalFormInput = z.input<typeof contactModalFormSchema>;
export type ContactModalFormValues = z.output<typeof contactModalFormSchema>;

export const parseContactModalForm = formParser<ContactModalFormValues>(contactModalFormSchema);

/** A message the contact endpoint accepts: from the home form, or from the modal (the body that has a subject). */
export type ContactMessage =
  | { form: 'home'; values: ContactFormValues }
  | { form: 'modal'; values: ContactModalFormValues };

export function parseContactMessage(input: unknown): FormParseResult<ContactMessage> {
  if (typeof input === 'object' && input !== null && 'subject' in input) {
    const modal = parseContactModalForm(input);
    return modal.ok ? { ok: true, value: { form: 'modal', values: modal.value } } : modal;
  }
  const home = parseContactForm(input);
  return home.ok ? { ok: true, value: { form: 'home', values: home.value } } : home;
}
