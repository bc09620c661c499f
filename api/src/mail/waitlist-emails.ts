import { escapeHtml } from './mail-text';
import type { OutgoingMail } from './outbox-store';

/** Links every waitlist e-mail may carry; `delete` is in all of them (Privacy Policy: a person may delete their data). */
export interface WaitlistLinks {
  confirm?: string;
  change?: string;
  delete: string;
}

/**
 * Nothing a person typed goes into an e-mail: anyone can enter any address, so a first name such as "your
 * account is locked, call +1 900…" would reach a stranger as if we had written it. Every e-mail greets alike.
 */
const GREETING = 'Hi,';

interface Paragraph {
  text: string;
  link?: { label: string; href: string };
}

function compose(to: string, subject: string, greeting: string, paragraphs: Paragraph[]): OutgoingMail {
  const text = [
    greeting,
    // A plain-text reader sees no anchor: each link comes after its label, as the HTML part shows it.
    ...paragraphs.map((paragraph) =>
      paragraph.link ? `${paragraph.text}\n${paragraph.link.label}: ${paragraph.link.href}` : paragraph.text,
    ),
    '— The NovaVox team',
  ].join('\n\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
${paragraphs
  .map((paragraph) =>
    paragraph.link
      ? `<p>${escapeHtml(paragraph.text)}<br><a href="${escapeHtml(paragraph.link.href)}">${escapeHtml(paragraph.link.label)}</a></p>`
      : `<p>${escapeHtml(paragraph.text)}</p>`,
  )
  .join('\n')}
<p>— The NovaVox team</p>
</body></html>`;
  return { to, subject, text, html };
}

const deletion = (href: string): Paragraph => ({
  text: 'To delete your sign-up and everything we keep with it, use this link:',
  link: { label: 'Delete my sign-up', href },
});

export function confirmationEmail(to: string, links: WaitlistLinks, days: number): OutgoingMail {
  return compose(to, 'Confirm your place on the NovaVox waitlist', GREETING, [
    { text: 'Thank you for joining the NovaVox early-access waitlist. Please confirm that this is your address:' },
    {
      text: `This link works once and for ${days} days.`,
      link: { label: 'Confirm my place', href: links.confirm ?? '' },
    },
    {
      text: `If you did not sign up, ignore this e-mail: an unconfirmed sign-up holds no place and is deleted after ${days} days.`,
    },
    deletion(links.delete),
  ]);
}

export function alreadyListedEmail(to: string, links: WaitlistLinks): OutgoingMail {
  const paragraphs: Paragraph[] = [
    {
      text: 'Someone, probably you, asked to join the NovaVox waitlist with this address. You are already on it: nothing has changed.',
    },
  ];
  if (links.change) {
    paragraphs.push({
      text: 'The details given this time differ from the ones we hold. To replace ours with them, use this link (it works once):',
      link: { label: 'Use my new details', href: links.change },
    });
  }
  paragraphs.push(deletion(links.delete));
  return compose(to, 'You are already on the NovaVox waitlist', GREETING, paragraphs);
}
