import type { Selectable } from 'kysely';
import type { AppKysely, ContactMessagesTable } from '../db/database-schema';

export const CONTACT_MESSAGE_COLUMNS = [
  'id',
  'created_at',
  'first_name',
  'last_name',
  'name',
  'email',
  'phone',
  'message',
] as const;

/** A stored message as read back: every column, the id a number on both engines. */
export type ContactMessageRow = Selectable<ContactMessagesTable>;

/** Newest first, `limit` at most, only those older than `beforeId` when given (the next page's cursor). */
export async function contactMessagesPage(
  db: AppKysely,
  page: { limit: number; beforeId: number | null },
): Promise<{ messages: ContactMessageRow[]; nextBefore: number | null }> {
  let query = db
    .selectFrom('contact_messages')
    .select(CONTACT_MESSAGE_COLUMNS)
    .orderBy('id', 'desc')
    .limit(page.limit + 1);
  if (page.beforeId !== null) query = query.where('id', '<', page.beforeId);
  const rows = (await query.execute()).map((row) => ({ ...row, id: Number(row.id) }));
  const messages = rows.slice(0, page.limit);
  const last = messages.at(-1);
  return { messages, nextBefore: rows.length > page.limit && last ? last.id : null };
}

/** Every message, oldest first, for the CSV export. */
export async function allContactMessages(db: AppKysely): Promise<ContactMessageRow[]> {
  const rows = await db.selectFrom('contact_messages').select(CONTACT_MESSAGE_COLUMNS).orderBy('id').execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
