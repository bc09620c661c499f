import { teamDashboardUrl } from '@novavox/contracts-api/team';
import { composeMail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/outbox-store';

/** One change as it is told: a subject line and the lines that explain it, figures included. */
export interface AlertText {
  subject: string;
  lines: readonly string[];
}

const OFF =
  'You receive this because you are on the NovaVox team list; turn these e-mails off in the dashboard (POST /team/me/alerts).';

/** The e-mail to one team member: one change, or several in the day's digest. Nothing a visitor typed is in it. */
export function teamAlertEmail(
  to: string,
  subject: string,
  changes: readonly AlertText[],
  siteUrl: string,
): OutgoingMail {
  const blocks = changes.map((change) => (changes.length > 1 ? [change.subject, ...change.lines] : [...change.lines]));
  return composeMail(to, subject, [
    ...blocks.map((block) => ({ text: block })),
    { link: { label: 'Open the dashboard', href: teamDashboardUrl(siteUrl) } },
    { text: OFF },
  ]);
}
