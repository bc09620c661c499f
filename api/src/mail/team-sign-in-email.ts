import { TEAM_SIGN_IN_LINK_MINUTES } from '@novavox/contracts-api/team';
import { escapeHtml } from './mail-text';
import type { OutgoingMail } from './outbox-store';

/** The e-mail with a team member's sign-in link; it names no one, so nothing typed into a form reaches it. */
export function teamSignInEmail(to: string, link: string): OutgoingMail {
  const subject = 'Sign in to the NovaVox experiments dashboard';
  const intro = 'Someone, probably you, asked to sign in to the NovaVox experiments dashboard with this address.';
  const validity = `The link works once, for ${TEAM_SIGN_IN_LINK_MINUTES} minutes. It opens a page with a button that signs you in.`;
  const ignore = 'If you did not ask for it, ignore this e-mail: nothing happens until the button is pressed.';
  const label = 'Sign in to the dashboard';
  const text = ['Hi,', intro, `${validity}\n${label}: ${link}`, ignore, '— The NovaVox team'].join('\n\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">
<p>Hi,</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(validity)}<br><a href="${escapeHtml(link)}">${label}</a></p>
<p>${escapeHtml(ignore)}</p>
<p>— The NovaVox team</p>
</body></html>`;
  return { to, subject, text, html };
}
