import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { PAGE_TOKENS } from '../http/html-page';
import { escapeHtml } from './mail-text';
import type { OutgoingMail } from './outbox-store';

/**
 * Nothing a person typed goes into an e-mail: anyone can enter any address, so a first name such as "your
 * account is locked, call +1 900…" would reach a stranger as if we had written it. Every e-mail greets alike.
 */
const GREETING = 'Hi,';
/** Every e-mail signs off alike, whoever it is for. */
const SIGN_OFF = `— The ${PRODUCT_NAME} team`;

/** One paragraph: a line or several (kept as lines), and maybe a link after them. */
export interface MailParagraph {
  text?: string | readonly string[];
  link?: { label: string; href: string };
}

const linesOf = (paragraph: MailParagraph): readonly string[] =>
  paragraph.text === undefined ? [] : typeof paragraph.text === 'string' ? [paragraph.text] : paragraph.text;

/**
 * The one frame of every e-mail the api sends (the waitlist's, the team's sign-in link, the experiment watch's
 * alerts): the greeting, the paragraphs, the sign-off, as plain text and as HTML saying the same. A plain-text
 * reader sees no anchor, so each link comes after its label ("Confirm my sign-up: https://…"), where the HTML part
 * shows the label as the link.
 */
export function composeMail(to: string, subject: string, paragraphs: readonly MailParagraph[]): OutgoingMail {
  const text = [
    GREETING,
    ...paragraphs.map((paragraph) =>
      [...linesOf(paragraph), ...(paragraph.link ? [`${paragraph.link.label}: ${paragraph.link.href}`] : [])].join(
        '\n',
      ),
    ),
    SIGN_OFF,
  ].join('\n\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;line-height:1.5;color:${PAGE_TOKENS['--nvx-ink']}">
<p>${escapeHtml(GREETING)}</p>
${paragraphs
  .map((paragraph) => {
    const parts = linesOf(paragraph).map(escapeHtml);
    if (paragraph.link) {
      parts.push(`<a href="${escapeHtml(paragraph.link.href)}">${escapeHtml(paragraph.link.label)}</a>`);
    }
    return `<p>${parts.join('<br>')}</p>`;
  })
  .join('\n')}
<p>${escapeHtml(SIGN_OFF)}</p>
</body></html>`;
  return { to, subject, text, html };
}
