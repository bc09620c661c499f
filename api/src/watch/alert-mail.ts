import { TEAM_DASHBOARD_PATH } from '@novavox/contracts-api/team';
import { escapeHtml } from '../mail/mail-text';
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
  const dashboard = `${siteUrl}${TEAM_DASHBOARD_PATH}`;
  const blocks = changes.map((change) => (changes.length > 1 ? [change.subject, ...change.lines] : [...change.lines]));
  const text = [
    'Hi,',
    ...blocks.map((block) => block.join('\n')),
    `The dashboard: ${dashboard}`,
    OFF,
    '— NovaVox',
  ].join('\n\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">
<p>Hi,</p>
${blocks.map((block) => `<p>${block.map(escapeHtml).join('<br>')}</p>`).join('\n')}
<p><a href="${escapeHtml(dashboard)}">Open the dashboard</a></p>
<p>${escapeHtml(OFF)}</p>
<p>— NovaVox</p>
</body></html>`;
  return { to, subject, text, html };
}
