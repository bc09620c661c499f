import * as z from 'zod/mini';
import { type FormParseResult, formFieldErrors } from './form-field-errors';
import { emailField, FIELD_LIMITS, optionalPhoneField, optionalText, requiredText } from './form-field-schemas';

/** Spec section 3, waitlist form; `name` (first and last joined) is filled in by the sender or the api. */
export const waitlistFormSchema = z.object({
  firstName: requiredText({ label: 'First name', required: 'First name is required', max: FIELD_LIMITS.name }),
  lastName: requiredText({ label: 'Last name', required: 'Last name is required', max: FIELD_LIMITS.name }),
  email: emailField(),
  phone: optionalPhoneField(),
  interest: optionalText({ label: 'Interest', max: FIELD_LIMITS.label }),
  receiveUpdates: z._default(z.boolean({ error: 'Receive updates must be true or false' }), true),
  source: optionalText({ label: 'Source', max: FIELD_LIMITS.label }),
  name: optionalText({ label: 'Name', max: FIELD_LIMITS.fullName }),
});

/** What a form holds before validation (phone, interest, source, name and receiveUpdates may be left out). */
export type WaitlistFormInput = z.input<typeof waitlistFormSchema>;
export type WaitlistFormValues = z.output<typeof waitlistFormSchema>;

export function parseWaitlistForm(input: unknown): FormParseResult<WaitlistFormValues> {
  const result = waitlistFormSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, fields: formFieldErrors(result.error) };
}
