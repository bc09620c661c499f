import type { ContactFormValues } from '../forms/contact-form-schema';
import type { PhoneCallRequest } from '../forms/phone-call-request-schema';

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

/**
 * A valid body of `POST /create_phone_call`, every field filled as the voice dialog sends it: the api's route
 * tests place it and its bad-input catalogue breaks one field of it at a time.
 */
export const samplePhoneCall = {
  userId: 'caregiver-1',
  interviewId: 'interview-9',
  phoneNumber: '+1 (201) 555-0123',
  roleDescription: 'A retired teacher who lives alone',
  prompt: 'Ask how she slept',
  interviewTitle: 'Morning check-in for Mom',
} as const satisfies PhoneCallRequest;
