import type { ContactModalFormValues } from '@novavox/contracts-api/forms';
import type { FormParser } from '../../../lib/use-validated-form';

/** The modal's schema check, fetched when the visitor first focuses the form (zod stays off the first load). */
export async function loadContactModalCheck(): Promise<FormParser<ContactModalFormValues>> {
  const { parseContactModalForm } = await import('@novavox/contracts-api/forms');
  return parseContactModalForm;
}
