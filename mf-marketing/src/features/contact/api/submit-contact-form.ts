import { type ContactFormValues, joinedName } from '@novavox/contracts-api/forms';
import type { FormSubmitOutcome } from '../../../lib/form-submit-outcome';
import { postFormJson } from '../../../lib/post-form-json';

/** Sends the home contact form; `name` is the first and last name joined (docs/requirements.md §3). */
/** The visitor id lets the api count the message for the experiments this visitor saw (a secondary metric). */
export function submitContactForm(
  endpoint: string,
  values: ContactFormValues,
  visitorId: string | null = null,
): Promise<FormSubmitOutcome> {
  const { firstName, lastName, email, phone, message } = values;
  return postFormJson(endpoint, {
    firstName,
    lastName,
    email,
    phone,
    message,
    name: joinedName(firstName, lastName),
    ...(visitorId ? { visitorId } : {}),
  });
}
