import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../database-engine';
import { idColumnType } from './id-column-type';

/**
 * Messages from the header's Contact Us modal, which asks for one name and a subject and no phone: a table of
 * their own rather than empty first name, last name and phone columns in contact_messages.
 */
export function contactModalMessages(engine: DatabaseEngine) {
  const id = idColumnType(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('contact_modal_messages')
        .addColumn('id', id, (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
    },
  };
}
