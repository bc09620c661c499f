import type { Selectable } from 'kysely';
import type { AppKysely, ContactMessagesTable } from '../db/database-schema';
import { type KeysetPage, keysetPage, type PageCursor } from './keyset-page';

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

/** Newest first, one page (`cursor`); `nextBefore` is the next page's cursor. */
export async function contactMessagesPage(db: AppKysely, cursor: PageCursor): Promise<KeysetPage<ContactMessageRow>> {
  const rows = await db
    .selectFrom('contact_messages')
    .select(CONTACT_MESSAGE_COLUMNS)
    .$if(cursor.beforeId !== null, (query) => query.where('id', '<', Number(cursor.beforeId)))
    .orderBy('id', 'desc')
    .limit(cursor.limit + 1)
    .execute();
  return keysetPage(
    rows.map((row) => ({ ...row, id: Number(row.id) })),
    cursor.limit,
  );
}

/** Every message, oldest first, for the CSV export. */
export async function allContactMessages(db: AppKysely): Promise<ContactMessageRow[]> {
  const rows = await db.selectFrom('contact_messages').select(CONTACT_MESSAGE_COLUMNS).orderBy('id').execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
