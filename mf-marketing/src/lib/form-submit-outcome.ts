import type { FormFieldErrors } from '@novavox/contracts-api/forms';

/**
 * What sending a form ends in, and the texts for a failure the server did not explain (docs/requirements.md §8). Apart from
 * `post-form-json.ts` so that a form on the first screen can show them without bundling the sender, which it
 * loads on submit.
 */
export const SERVER_ERROR_FALLBACK = 'There was an error submitting the form.';
export const NETWORK_ERROR_FALLBACK = 'Failed to submit form. Please try again or email us directly.';

export type FormSubmitOutcome = { ok: true; id: string | null } | { ok: false; error: string; fields: FormFieldErrors };
