import { TEAM_SIGN_IN_LINK_MINUTES } from '@novavox/contracts-api/team';
import { MINUTE_MS } from '@novavox/contracts-experiments/time-units';
import { escapeHtml } from '../mail/mail-text';
import type { OutgoingMail } from '../mail/outbox-store';
import { teamSignInEmail } from '../mail/team-sign-in-email';
import type { TeamSessionStore } from './team-session-store';

/**
 * Where the link stands in a stored sign-in mail. The link itself is made only when the mail is sent, so it
 * exists in that mail alone: the outbox, its page and any copy of the database hold this text instead.
 */
export const SEALED_SIGN_IN_LINK = '[sign-in link: made when this e-mail is sent, never stored]';

/** The sign-in mail as the outbox keeps it. */
export function sealedTeamSignInEmail(to: string): OutgoingMail {
  return teamSignInEmail(to, SEALED_SIGN_IN_LINK);
}

/** The mail with `link` where the seal stands. */
export function unsealTeamSignInEmail(mail: OutgoingMail, link: string): OutgoingMail {
  return {
    ...mail,
    text: mail.text.split(SEALED_SIGN_IN_LINK).join(link),
    html: mail.html.split(escapeHtml(SEALED_SIGN_IN_LINK)).join(escapeHtml(link)),
  };
}

/** The api's page a sign-in link opens. */
export function signInConfirmUrl(publicApiUrl: string): string {
  return `${publicApiUrl}/team/sign-in/confirm`;
}

/**
 * Makes a new sign-in link for an address (which revokes its older ones, team-session-store.ts) and returns it
 * whole, for the mail being sent or, without SMTP on a developer's machine, the log.
 */
export function signInLinkMaker(sessions: TeamSessionStore, confirmUrl: string, now: () => number) {
  return async (email: string): Promise<string> => {
    const token = await sessions.createSignInLink(email, new Date(now()), TEAM_SIGN_IN_LINK_MINUTES * MINUTE_MS);
    return `${confirmUrl}?token=${token}`;
  };
}
