import type { ParseResult } from '@novavox/contracts-experiments';
import { ADMIN_CREDENTIALS } from '../team-sign-in/api/admin-credentials';
import { apiRefusal } from './api-refusal';

/**
 * One request shape for the api's admin routes (docs/team-sign-in.md): JSON both ways, the team's
 * sign-in cookie, past every cache (after a change the dashboard must show the api's state, not a copy).
 */
export function adminFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    credentials: ADMIN_CREDENTIALS,
    cache: 'no-store',
  });
}

/** The part of a shared zod schema used here (the remote does not import zod itself). */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** An admin request whose answer `read` checks (throwing on a bad one); a refusal is thrown as `refuse` words it. */
async function checkedAdminCall<T>(
  url: string,
  init: RequestInit,
  refuse: (response: Response) => Promise<Error>,
  read: (answer: unknown) => T,
): Promise<T> {
  const response = await adminFetch(url, init);
  if (!response.ok) throw await refuse(response);
  return read(await response.json());
}

/** An admin request whose answer is checked with the shared schema; a refusal is thrown as `refuse` words it. */
export function adminCall<T>(
  url: string,
  schema: AnswerSchema<T>,
  init: RequestInit,
  refuse: (response: Response) => Promise<Error>,
): Promise<T> {
  return checkedAdminCall(url, init, refuse, (answer) => {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new Error(`Unexpected answer from ${new URL(url).pathname}`);
    return parsed.data;
  });
}

/**
 * An admin request whose answer a shared `parse…` function checks; a refusal is thrown as ApiRefusal (with the
 * message of each field the api named), a bad answer with its problems (`what` names the answer: "history").
 */
export function adminCallParsed<T>(
  url: string,
  parse: (value: unknown) => ParseResult<T>,
  what: string,
  init: RequestInit = {},
): Promise<T> {
  return checkedAdminCall(url, init, apiRefusal, (answer) => {
    const parsed = parse(answer);
    if (!parsed.ok) throw new Error(`Unexpected ${what}: ${parsed.problems.join('; ')}`);
    return parsed.value;
  });
}
