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

/** A body checked against its contract schema: 400 naming each bad field and its rule. */
export function parseBody<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidBody(what, issueProblems(parsed.error.issues));
}
