import {
  TEAM_SIGN_IN_SENT_MESSAGE,
  type TeamMember,
  teamMemberSchema,
  teamSignInSentSchema,
} from '@novavox/contracts-api/team';
import { apiRefusal } from '../../common/api-refusal';

/**
 * The api's team sign-in (`/team`), always with the session cookie (`credentials: 'include'`): the api sets it
 * HttpOnly when the e-mailed link's button is pressed, so this code never sees it.
 */
export type TeamMemberResult = { status: 'signed-in'; member: TeamMember } | { status: 'signed-out' };

export async function fetchTeamMember(teamEndpoint: string, signal?: AbortSignal): Promise<TeamMemberResult> {
  const response = await fetch(`${teamEndpoint}/me`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    signal,
  });
  if (response.status === 401) return { status: 'signed-out' };
  if (!response.ok) throw new Error(await errorText(response));
  const parsed = teamMemberSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('The api answered /team/me in an unexpected format');
  return { status: 'signed-in', member: parsed.data };
}

export type SignInLinkResult = { ok: true; message: string } | { ok: false; message: string };

/** Asks for a sign-in link by e-mail; the api answers every address alike. */
export async function requestSignInLink(teamEndpoint: string, email: string): Promise<SignInLinkResult> {
  const response = await fetch(`${teamEndpoint}/sign-in`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (response.ok) {
    // An answer in another shape still means a link was asked for: the form says what the api always says.
    const sent = teamSignInSentSchema.safeParse(await response.json().catch(() => null));
    return { ok: true, message: sent.success ? sent.data.message : TEAM_SIGN_IN_SENT_MESSAGE };
  }
  return { ok: false, message: await errorText(response) };
}

export async function signOut(teamEndpoint: string): Promise<void> {
  const response = await fetch(`${teamEndpoint}/sign-out`, { method: 'POST', credentials: 'include' });
  if (!response.ok) throw new Error(await errorText(response));
}

/** The api's one error shape (ApiRefusal): the first field's message, else the refusal's own words. */
async function errorText(response: Response): Promise<string> {
  const refusal = await apiRefusal(response);
  return Object.values(refusal.fields)[0] ?? refusal.message;
}
