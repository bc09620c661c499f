import { HOUR_MS } from '@novavox/contracts-experiments/time-units';
import type { Transaction } from 'kysely';
import type { AppKysely, DatabaseSchema, MailKind } from '../db/database-schema';
import { type KeysetPage, keysetPage, type PageCursor } from '../stores/keyset-page';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxMessage extends OutgoingMail {
  id: number;
  kind: MailKind;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

type Db = AppKysely | Transaction<DatabaseSchema>;

/**
 * Queues a message, inside the caller's transaction, unless the address has had `perHour` messages of the same
 * kind in the last hour (a sign-up form must not become a way to flood someone's inbox, nor to spend a team
 * member's sign-in mails). Returns whether it was queued.
 */
export async function enqueueMail(
  db: Db,
  mail: OutgoingMail,
  at: Date,
  perHour: number,
  kind: MailKind = 'visitor',
): Promise<boolean> {
  const since = new Date(at.getTime() - HOUR_MS).toISOString();
  const recent = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recipient', '=', mail.to)
    .where('kind', '=', kind)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  if (Number(recent?.n ?? 0) >= perHour) return false;
  await db
    .insertInto('mail_outbox')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      kind,
      created_at: at.toISOString(),
      next_attempt_at: at.toISOString(),
    })
    .execute();
  return true;
}

/** Newest first, one page (`cursor`); `nextBefore` is the next page's cursor. */
export async function outboxPage(db: AppKysely, cursor: PageCursor): Promise<KeysetPage<OutboxMessage>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .$if(cursor.beforeId !== null, (query) => query.where('id', '<', Number(cursor.beforeId)))
    .orderBy('id', 'desc')
    .limit(cursor.limit + 1)
    .execute();
  const messages = rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    attempts: row.attempts,
    lastError: row.last_error,
  }));
  return keysetPage(messages, cursor.limit);
}
