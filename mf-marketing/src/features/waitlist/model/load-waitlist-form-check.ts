import type { WaitlistFormValues } from '@novavox/contracts-api/forms';
import type { FormParser } from '../../../lib/use-validated-form';

/** The waitlist schema check, fetched when the visitor first focuses the form: zod is not on the first load. */
export async function loadWaitlistFormCheck(): Promise<FormParser<WaitlistFormValues>> {
  const { parseWaitlistForm } = await import('@novavox/contracts-api/forms');
  return parseWaitlistForm;
}
