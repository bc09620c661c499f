import type * as z from 'zod/mini';
import { ApiError } from './api-error';
import { fieldsOf } from './problem-fields';

/** A body checked against its contract schema: 400 naming each bad field and its rule. */
export function parseBody<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `"${issue.path.map(String).join('.')}" ${issue.message}`);
  throw new ApiError(400, `Invalid ${what}: ${problems.join('; ')}`, { fields: fieldsOf(problems) });
}
