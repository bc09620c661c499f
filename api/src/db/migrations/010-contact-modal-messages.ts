import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../database-engine';
import { idPrimaryKey, requiredText } from './schema-builders';

/**
 * Messages from the header's Contact Us modal, which asks for one name and a subject and no phone: a table of
 * their own rather than empty first name, last name and phone columns in contact_messages.
 */
export function contactModalMessages(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('contact_modal_messages')
        .$call(idPrimaryKey(engine))
        .$call(requiredText('name', 'email', 'subject', 'message', 'created_at'))
        .execute();
    },
  };
}
