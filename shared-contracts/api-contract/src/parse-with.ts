import { issueProblems, type ParseResult } from '@novavox/contracts-experiments';
import type * as z from 'zod/mini';

/** A schema's verdict on a value in the one shape every contract parser answers (ParseResult, issueProblems). */
export function parseWith<T>(schema: z.ZodMiniType<T>, value: unknown): ParseResult<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, problems: issueProblems(parsed.error.issues) };
}
