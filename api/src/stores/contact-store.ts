import type { ContactFormValues } from '@novavox/shared-contracts/forms';
import type { AppKysely } from '../db/database-schema';

export interface ContactStore {
  add(values: ContactFormValues, at: Date): Promise<number>;
}

export function createContactStore(db: AppKysely): ContactStore {
  return {
    async add(values, at) {
      const row = await db
        .insertInto('contact_messages')
        .values({
          first_name: values.firstName,
          last_name: values.lastName,
          name: values.name || `${values.firstName} ${values.lastName}`,
          email: values.email,
          phone: values.phone,
          message: values.message,
          created_at: at.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
