import { joinedName, type WaitlistFormValues } from '@novavox/contracts-api/forms';
import type { FormSubmitOutcome } from '../../../lib/form-submit-outcome';
import { postFormJson } from '../../../lib/post-form-json';

/**
 * Sends a waitlist sign-up with its source; `name` is the first and last name joined (docs/requirements.md §3). The consent
 * version and the honeypot travel as the form holds them; the visitor id lets the api credit a confirmed sign-up
 * to the experiments this visitor saw.
 */
export function submitWaitlistForm(
  endpoint: string,
  values: WaitlistFormValues,
  source: string,
  visitorId: string | null = null,
): Promise<FormSubmitOutcome> {
  const { firstName, lastName, email, receiveUpdates } = values;
  return postFormJson(endpoint, {
    firstName,
    lastName,
    email,
    phone: values.phone ?? '',
    interest: values.interest ?? '',
    receiveUpdates,
    source,
    name: joinedName(firstName, lastName),
    consentVersion: values.consentVersion,
    website: values.website ?? '',
    ...(visitorId ? { visitorId } : {}),
  });
}
