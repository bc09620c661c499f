import type { ContactModalFormValues } from '@novavox/contracts-api/forms';
import type { FormSubmitOutcome } from '../../../lib/form-submit-outcome';
import { postFormJson } from '../../../lib/post-form-json';

/**
 * Sends the Contact Us modal's message to the contact endpoint (the api tells it apart by its subject). The
 * visitor id lets the api count the message for the experiments this visitor saw (a secondary metric).
 */
export function submitContactModalForm(
  endpoint: string,
  values: ContactModalFormValues,
  visitorId: string | null = null,
): Promise<FormSubmitOutcome> {
  const { name, email, subject, message } = values;
  return postFormJson(endpoint, { name, email, subject, message, ...(visitorId ? { visitorId } : {}) });
}
