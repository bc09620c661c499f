import { WAITLIST_CONSENT, type WaitlistFormInput } from '@novavox/contracts-api/forms';
import type { FormFieldSpecs } from '../../../lib/form-field-spec';
import { waitlistInterests } from './waitlist-interests';

/** The waitlist form's fields as the visitor starts with them (requirements §3: updates on by default). */
export const waitlistFormDefaults = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  interest: '',
  receiveUpdates: true,
  consentVersion: WAITLIST_CONSENT.version,
  website: '',
} satisfies WaitlistFormInput;

/** How each field is shown, in reading order; the api checks the same names with the same schema. */
export const waitlistFormFields = {
  firstName: { kind: 'text', label: 'First Name', autoComplete: 'given-name', required: true },
  lastName: { kind: 'text', label: 'Last Name', autoComplete: 'family-name', required: true },
  email: { kind: 'text', type: 'email', label: 'Email', autoComplete: 'email', required: true, wide: true },
  phone: { kind: 'text', type: 'tel', label: 'Phone (optional)', autoComplete: 'tel' },
  interest: {
    kind: 'select',
    label: 'Who would the calls be for? (optional)',
    placeholder: 'Choose one',
    options: waitlistInterests.map((interest) => ({ value: interest, label: interest })),
  },
  receiveUpdates: { kind: 'checkbox', label: 'Send me product news and early-access updates by e-mail' },
  // The wording shown by the form (the note under it) is recorded with the sign-up by its version.
  consentVersion: { kind: 'fixed' },
  website: { kind: 'honeypot', label: 'Website (leave this empty)' },
} satisfies FormFieldSpecs<keyof typeof waitlistFormDefaults>;
