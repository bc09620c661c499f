import { notTextMessage } from '@novavox/contracts-experiments/text-rules';
import * as z from 'zod/mini';
import { formParser } from './form-field-errors';
import {
  emailField,
  FIELD_LIMITS,
  optionalPhoneField,
  optionalText,
  optionalVisitorIdField,
  personNameFields,
} from './form-field-schemas';
import { BODY_NOT_OBJECT_MESSAGE } from './request-body-messages';
import { WAITLIST_CONSENT_VERSIONS } from './waitlist-consent';

/**
 * Requirements §3, waitlist form; `name` (first and last joined) is filled in by the sender or the api.
 * `consentVersion` names the consent wording the visitor was shown (recorded with the sign-up); `website` is
 * the honeypot field people never see, which the api checks before this schema.
 */
export const waitlistFormSchema = z.object(
  {
    ...personNameFields(),
    email: emailField(),
    phone: optionalPhoneField(),
    interest: optionalText({ label: 'Interest', max: FIELD_LIMITS.label }),
    receiveUpdates: z._default(z.boolean({ error: 'Receive updates must be true or false' }), true),
    source: optionalText({ label: 'Source', max: FIELD_LIMITS.label }),
    name: optionalText({ label: 'Name', max: FIELD_LIMITS.fullName }),
    consentVersion: z.enum(WAITLIST_CONSENT_VERSIONS, {
      error: `consentVersion must be one of ${WAITLIST_CONSENT_VERSIONS.join(', ')}`,
    }),
    website: z.optional(z.string({ error: notTextMessage('website') })),
    /** The sender's anonymous visitor id: the api credits what it sees to that visitor's experiments. */
    visitorId: optionalVisitorIdField(),
  },
  { error: BODY_NOT_OBJECT_MESSAGE },
);

/** What a form holds before validation (phone, interest, source, name and receiveUpdates may be left out). */
export type WaitlistFormInput = z.input<typeof waitlistFormSchema>;
export type WaitlistFormValues = z.output<typeof waitlistFormSchema>;

export const parseWaitlistForm = formParser<WaitlistFormValues>(waitlistFormSchema);
