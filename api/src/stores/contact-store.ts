import type { ContactFormValues } from '@novavox/shared-contracts/forms';
import type { Database } from 'better-sqlite3';

export interface ContactStore {
  add(values: ContactFormValues, at: Date): number;
  count(): number;
}

export function createContactStore(db: Database): ContactStore {
  const insert = db.prepare<[string, string, string, string, string, string, string]>(
    `INSERT INTO contact_messages (first_name, last_name, name, email, phone, message, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM contact_messages');
  return {
    add(values, at) {
      const result = insert.run(
        values.firstName,
        values.lastName,
        values.name || `${values.firstName} ${values.lastName}`,
        values.email,
        values.phone,
        values.message,
        at.toISOString(),
      );
      return Number(result.lastInsertRowid);
    },
    count: () => count.get()?.n ?? 0,
  };
}
