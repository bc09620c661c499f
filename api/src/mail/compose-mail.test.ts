import { describe, expect, it } from 'vitest';
import { teamAlertEmail } from '../watch/alert-mail';
import { composeMail } from './compose-mail';
import { teamSignInEmail } from './team-sign-in-email';
import { alreadyListedEmail, confirmationEmail } from './waitlist-emails';

const links = { confirm: 'https://api.test/c', change: 'https://api.test/ch', delete: 'https://api.test/d' };
const everyMail = {
  confirmation: confirmationEmail('a@b.co', links, 14),
  'already listed': alreadyListedEmail('a@b.co', links),
  'team sign-in': teamSignInEmail('mia@novavox.test', 'https://api.test/team/sign-in/confirm?token=x'),
  'experiment alert': teamAlertEmail(
    'mia@novavox.test',
    'cta_layout: Ship B',
    [{ subject: 'cta_layout: Ship B', lines: ['B vs A: +2.10 points'] }],
    'https://www.test',
  ),
};

describe('the frame of every e-mail', () => {
  it.each(Object.entries(everyMail))('%s: greets alike and signs off alike, in text and HTML', (_, mail) => {
    expect(mail.text.startsWith('Hi,\n\n')).toBe(true);
    expect(mail.text.endsWith('\n\n— The NovaVox team')).toBe(true);
    expect(mail.html).toContain(
      '<body style="font-family:Arial,sans-serif;line-height:1.5;color:#1c2530">\n<p>Hi,</p>\n',
    );
    expect(mail.html.endsWith('\n<p>— The NovaVox team</p>\n</body></html>')).toBe(true);
  });

  it('writes a link after its label in the text, as the label the HTML links', () => {
    const mail = composeMail('a@b.co', 'Subject', [
      { text: ['First line', 'second <line>'], link: { label: 'Go', href: 'https://x.test/?a=1&b=2' } },
      { link: { label: 'Only a link', href: 'https://y.test/' } },
    ]);
    expect(mail.text).toBe(
      'Hi,\n\nFirst line\nsecond <line>\nGo: https://x.test/?a=1&b=2\n\nOnly a link: https://y.test/\n\n— The NovaVox team',
    );
    expect(mail.html).toContain(
      '<p>First line<br>second &#60;line&#62;<br><a href="https://x.test/?a=1&#38;b=2">Go</a></p>\n<p><a href="https://y.test/">Only a link</a></p>\n',
    );
  });

  it("tells an experiment alert's change, then the dashboard's link, then how to turn the mails off", () => {
    expect(everyMail['experiment alert'].text).toBe(
      [
        'Hi,',
        'B vs A: +2.10 points',
        'Open the dashboard: https://www.test/admin/tests',
        'You receive this because you are on the NovaVox team list; turn these e-mails off in the dashboard (POST /team/me/alerts).',
        '— The NovaVox team',
      ].join('\n\n'),
    );
  });
});
