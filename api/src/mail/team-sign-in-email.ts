import { TEAM_SIGN_IN_LINK_MINUTES } from '@novavox/contracts-api/team';
import { composeMail } from './compose-mail';
import type { OutgoingMail } from './outbox-store';

/** The e-mail with a team member's sign-in link; it names no one, so nothing typed into a form reaches it. */
export function teamSignInEmail(to: string, link: string): OutgoingMail {
  return composeMail(to, 'Sign in to the NovaVox experiments dashboard', [
    { text: 'Someone, probably you, asked to sign in to the NovaVox experiments dashboard with this address.' },
    {
      text: `The link works once, for ${TEAM_SIGN_IN_LINK_MINUTES} minutes. It opens a page with a button that signs you in.`,
      link: { label: 'Sign in to the dashboard', href: link },
    },
    { text: 'If you did not ask for it, ignore this e-mail: nothing happens until the button is pressed.' },
  ]);
}
