import { countOf } from '@novavox/contracts-api/experiment-watch';
import { formatMoment } from '@novavox/contracts-api/team';
import { htmlPage } from '../http/html-page';
import { escapeHtml } from '../mail/mail-text';
import type { OutboxMessage } from '../mail/outbox-store';
import type { ContactMessageRow } from '../stores/contact-message-reads';

/** "28 Nov 2026, 14:01 UTC", the dashboard's one format, in a <time> that keeps the exact instant. */
function moment(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return escapeHtml(iso);
  return `<time datetime="${escapeHtml(at.toISOString())}">${formatMoment(iso)}</time>`;
}

/** The two pages link to each other; the current one says so. */
function nav(current: 'outbox' | 'contact-messages'): string {
  const link = (path: typeof current, text: string) =>
    `<a href="${path}"${path === current ? ' aria-current="page"' : ''}>${text}</a>`;
  return `<nav aria-label="Admin pages"><p class="muted">${link('outbox', 'Outbox')} · ${link('contact-messages', 'Contact messages')}</p></nav>`;
}

/**
 * A table that scrolls sideways if it must; focusable and named so a keyboard can scroll it too. Each cell says its
 * column (data-label) for the stacked layout on phones; the explicit roles keep the table a table there.
 */
function table(label: string, head: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (html: string, i: number) => {
    const name = head[i] ?? '';
    const long = name === 'Subject' || name === 'Message' ? ' class="long"' : '';
    return `<td role="cell" data-label="${escapeHtml(name)}"${long}>${html}</td>`;
  };
  const headers = head.map((h) => `<th role="columnheader" scope="col">${escapeHtml(h)}</th>`).join('');
  return `<div class="scroll" role="region" aria-label="${escapeHtml(label)}" tabindex="0"><table role="table">
<caption class="muted">${escapeHtml(label)}</caption>
<thead role="rowgroup"><tr role="row">${headers}</tr></thead>
<tbody role="rowgroup">
${rows.map((cells) => `<tr role="row">${cells.map(cell).join('')}</tr>`).join('\n')}
</tbody></table></div>`;
}

function outboxStatus(mail: OutboxMessage): string {
  if (mail.sentAt !== null) return `Sent ${moment(mail.sentAt)}`;
  const tries = countOf(mail.attempts, 'attempt', 'attempts');
  if (mail.lastError !== null) return `Not sent yet (${tries}): ${escapeHtml(mail.lastError)}`;
  return mail.attempts === 0 ? 'Waiting' : `Not sent yet (${tries})`;
}

/**
 * One page of e-mails as the outbox keeps them, newest first, with a link to the older ones; a sign-in mail shows its seal, never a link (the link exists
 * only in the mail that is sent).
 */
export function outboxPage(messages: readonly OutboxMessage[], older: OlderPage | null): string {
  const rows = messages.map((mail) => [
    moment(mail.createdAt),
    escapeHtml(mail.to),
    escapeHtml(mail.kind),
    `<details><summary>${escapeHtml(mail.subject)}</summary><pre>${escapeHtml(mail.text)}</pre></details>`,
    outboxStatus(mail),
  ]);
  const body =
    messages.length === 0
      ? '<p>The outbox is empty.</p>'
      : table(
          `${countOf(messages.length, 'e-mail', 'e-mails')}, newest first`,
          ['When', 'To', 'Kind', 'Subject', 'Status'],
          rows,
        );
  return htmlPage(
    'Outbox · NovaVox admin',
    `<h1>Outbox</h1>
${nav('outbox')}
<p>Every e-mail, newest first, whether sent or still waiting: where to read them when no mail server is set. Sign-in links
are never stored, so a sign-in mail shows where its link goes instead.</p>
${body}
${olderLink('outbox', 'Older e-mails', older)}`,
    { wide: true },
  );
}

/** Where the next page starts, when there are older rows. */
export interface OlderPage {
  before: number;
  limit: number;
}

function olderLink(path: 'outbox' | 'contact-messages', text: string, older: OlderPage | null): string {
  return older ? `<p><a href="${path}?limit=${older.limit}&amp;before=${older.before}">${text}</a></p>` : '';
}

/** One page of contact messages, newest first, with a link to the older ones and to the whole CSV. */
export function contactMessagesPage(messages: readonly ContactMessageRow[], older: OlderPage | null): string {
  const rows = messages.map((m) => [
    moment(m.created_at),
    `${escapeHtml(m.name)}<br><a href="mailto:${escapeHtml(m.email)}">${escapeHtml(m.email)}</a>`,
    escapeHtml(m.phone ?? ''),
    `<pre>${escapeHtml(m.message)}</pre>`,
  ]);
  const body =
    messages.length === 0
      ? '<p>No contact messages.</p>'
      : table(
          `${countOf(messages.length, 'contact message', 'contact messages')}, newest first`,
          ['When', 'From', 'Phone', 'Message'],
          rows,
        );
  return htmlPage(
    'Contact messages · NovaVox admin',
    `<h1>Contact messages</h1>
${nav('contact-messages')}
<p>What visitors wrote through the contact form. <a href="contact-messages.csv">Download all as CSV</a>.</p>
${body}
${olderLink('contact-messages', 'Older messages', older)}`,
    { wide: true },
  );
}
