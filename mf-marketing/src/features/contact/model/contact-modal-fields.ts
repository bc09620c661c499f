import type { ContactModalFormInput } from '@novavox/contracts-api/forms';
import type { FormFieldSpecs } from '../../../lib/form-field-spec';

/** The Contact Us modal's fields as the visitor starts with them (name, email, subject, message). */
export const contactModalDefaults = {
  name: '',
  email: '',
  subject: '',
  message: '',
} satisfies ContactModalFormInput;

/** One column in the modal; the api checks the same names with the same schema. */
export const contactModalFields = {
  name: { kind: 'text', label: 'Name', autoComplete: 'name', required: true, wide: true },
  email: { kind: 'text', type: 'email', label: 'Email', autoComplete: 'email', required: true, wide: true },
  subject: { kind: 'text', label: 'Subject', required: true, wide: true },
  message: { kind: 'textarea', label: 'Message', rows: 4, required: true, wide: true },
} satisfies FormFieldSpecs<keyof typeof contactModalDefaults>;
