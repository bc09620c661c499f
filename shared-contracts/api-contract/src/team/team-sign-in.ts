import * as z from 'zod/mini';
import { type FormParseResult, formFieldErrors } from '../forms/form-field-errors';
import { emailField } from '../forms/form-field-schemas';
import { BODY_NOT_OBJECT_MESSAGE } from '../forms/request-body-messages';

/**
 * The team's sign-in, shared by the api and the dashboard: who may do what, the request for an e-mailed link and
 * the answer to "who am I". Marketing runs experiments and reads their results; admin also reads personal data
 * (the waitlist export, the outbox, contact messages).
 */
export const TEAM_ROLES = ['marketing', 'admin'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** True when `role` includes what `needed` allows (admin includes marketing). */
export function roleAllows(role: TeamRole, needed: TeamRole): boolean {
  return role === 'admin' || needed === 'marketing';
}

/** POST /team/sign-in: the address to send a sign-in link to. */
export const teamSignInRequestSchema = z.object({ email: emailField() }, { error: BODY_NOT_OBJECT_MESSAGE });
export type TeamSignInRequest = z.output<typeof teamSignInRequestSchema>;

export function parseTeamSignInRequest(input: unknown): FormParseResult<TeamSignInRequest> {
  const result = teamSignInRequestSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, fields: formFieldErrors(result.error) };
}

/**
 * GET /team/me: who the api takes the caller for. `email` is null for the service token and for the open local
 * mode (no allow-list and no token configured), which cannot sign out.
 */
export const teamMemberSchema = z.object({
  email: z.nullable(z.string()),
  role: z.enum(TEAM_ROLES),
  /** The name the audit log records: the e-mail, 'service token' or 'local developer'. */
  actor: z.string(),
  canSignOut: z.boolean(),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

/** How long an e-mailed sign-in link works (once). */
export const TEAM_SIGN_IN_LINK_MINUTES = 15;
/** Every request for a link gets this answer, so the form does not tell who is on the team's list. */
export const TEAM_SIGN_IN_SENT_MESSAGE = `If this address is on the team list, a sign-in link is on its way. It works once, for ${TEAM_SIGN_IN_LINK_MINUTES} minutes.`;
/** `POST /team/sign-in`'s 202 answer: what the form shows under "Check your inbox". */
export const teamSignInSentSchema = z.object({ ok: z.literal(true), message: z.string() });
export type TeamSignInSent = z.output<typeof teamSignInSentSchema>;
export const TEAM_SIGN_IN_REQUIRED_MESSAGE = 'Sign in to see this page';
export const TEAM_FORBIDDEN_MESSAGE = 'Your role cannot open this: it needs the admin role';
/** Where a used sign-in link lands: the experiments dashboard. */
export const TEAM_DASHBOARD_PATH = '/admin/tests';

/** The dashboard on the site at `siteUrl` (no trailing slash): where the api's pages, mails and links send the team. */
export function teamDashboardUrl(siteUrl: string): string {
  return `${siteUrl}${TEAM_DASHBOARD_PATH}`;
}
