import { ADMIN_CREDENTIALS } from '../team-sign-in/api/admin-credentials';

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

/** An admin request whose answer is checked with the shared schema; a refusal is thrown as `refuse` words it. */
export async function adminCall<T>(
  url: string,
  schema: AnswerSchema<T>,
  init: RequestInit,
  refuse: (response: Response) => Promise<Error>,
): Promise<T> {
  const response = await adminFetch(url, init);
  if (!response.ok) throw await refuse(response);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Unexpected answer from ${new URL(url).pathname}`);
  return parsed.data;
}
