import type { ContactFormValues } from '@novavox/contracts-api/forms';
import type { FormParser } from '../../../lib/use-validated-form';

/** The contact schema check, fetched when the visitor first focuses the form: zod is not on the home page's first load. */
export async function loadContactFormCheck(): Promise<FormParser<ContactFormValues>> {
  const { parseContactForm } = await import('@novavox/contracts-api/forms');
  return parseContactForm;
}
