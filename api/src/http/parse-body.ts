import { issueProblems } from '@novavox/contracts-experiments';
import type * as z from 'zod/mini';
import { ApiError } from './api-error';
import { fieldsOf } from './problem-fields';

/**
 * The one 400 for a body its contract refuses: "Invalid <what>: <problems>" with the contract's problems as they
 * read (`"weights.B" must be 0 or more`, or the body's own rule, such as "The body must be a JSON object"), and
 * each bad field named once with its first rule.
 */
export function invalidBody(what: string, problems: readonly string[]): ApiError {
  return new ApiError(400, `Invalid ${what}: ${problems.join('; ')}`, { fields: fieldsOf(problems) });
}

/** What a form's refusal (422) says above the fields it names: the site's forms and the team's sign-in form alike. */
export const INVALID_FORM_MESSAGE = 'Please correct the highlighted fields.';

/** The one 422 for a form whose fields its schema refuses, each field with its message. */
export function invalidForm(fields: Record<string, string>): ApiError {
  return new ApiError(422, INVALID_FORM_MESSAGE, { fields });
}

/** A body checked against its contract schema: 400 naming each bad field and its rule. */
export function parseBody<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidBody(what, issueProblems(parsed.error.issues));
}
