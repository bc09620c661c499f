import { CONTACT_MESSAGE_MIN_LENGTH, type ContactFormInput } from '@novavox/contracts-api/forms';
import type { FormFieldSpecs } from '../../../lib/form-field-spec';

/** The home contact form's fields as the visitor starts with them (requirements §3). */
export const contactFormDefaults = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
} satisfies ContactFormInput;

/** How each field is shown, in reading order; the api checks the same names with the same schema. */
export const contactFormFields = {
  firstName: { kind: 'text', label: 'First Name', autoComplete: 'given-name', required: true },
  lastName: { kind: 'text', label: 'Last Name', autoComplete: 'family-name', required: true },
  email: { kind: 'text', type: 'email', label: 'Email', autoComplete: 'email', required: true },
  phone: {
    kind: 'text',
    type: 'tel',
    label: 'Phone',
    autoComplete: 'tel',
    required: true,
    hint: 'For example +1 (555) 123-4567',
  },
  message: {
    kind: 'textarea',
    label: 'Message',
    rows: 5,
    required: true,
    hint: `At least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
    wide: true,
  },
} satisfies FormFieldSpecs<keyof typeof contactFormDefaults>;
