import type { ContactFormValues } from '../forms/contact-form-schema';

/**
 * A valid message from the contact page, as its form sends it (`name` is the two names joined, what the api
 * stores): the api's tests post it and the form's tests type it in and expect it back.
 */
export const sampleContact = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '+1 (555) 123-4567',
  message: 'Please tell me more about the daily calls.',
  name: 'Grace Hopper',
} as const satisfies ContactFormValues & { name: string };
