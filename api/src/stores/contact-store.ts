import { type ContactMessage, fullNameOf } from '@novavox/contracts-api/forms';
import type { AppKysely } from '../db/database-schema';

export interface ContactStore {
  /** Stores a message from the home form or the Contact Us modal; answers its id within its table. */
  add(message: ContactMessage, at: Date): Promise<number>;
}

export function createContactStore(db: AppKysely): ContactStore {
  return {
    async add(message, at) {
      const created_at = at.toISOString();
      if (message.form === 'modal') {
        const { name, email, subject, message: text } = message.values;
        const row = await db
          .insertInto('contact_modal_messages')
          .values({ name, email, subject, message: text, created_at })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }
      const values = message.values;
      const row = await db
        .insertInto('contact_messages')
        .values({
          first_name: values.firstName,
          last_name: values.lastName,
          name: fullNameOf(values),
          email: values.email,
          phone: values.phone,
          message: values.message,
          created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
