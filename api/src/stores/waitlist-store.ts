import type { WaitlistFormValues } from '@novavox/shared-contracts/forms';
import type { Database } from 'better-sqlite3';

export interface WaitlistRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  name: string;
  phone: string | null;
  interest: string | null;
  receive_updates: number;
  source: string;
  submissions: number;
  created_at: string;
  updated_at: string;
}

interface UpsertParams {
  emailKey: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  phone: string | null;
  interest: string | null;
  receiveUpdates: number;
  source: string;
  at: string;
}

export interface WaitlistStore {
  /** Adds a sign-up, or updates the one with the same e-mail (case-insensitive); returns its id. */
  upsert(values: WaitlistFormValues, at: Date): number;
  list(): WaitlistRow[];
  count(): number;
}

export function createWaitlistStore(db: Database): WaitlistStore {
  const upsert = db.prepare<[UpsertParams], { id: number }>(
    `INSERT INTO waitlist_signups
       (email_key, email, first_name, last_name, name, phone, interest, receive_updates, source, created_at, updated_at)
     VALUES (@emailKey, @email, @firstName, @lastName, @name, @phone, @interest, @receiveUpdates, @source, @at, @at)
     ON CONFLICT (email_key) DO UPDATE SET
       email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name,
       name = excluded.name, phone = COALESCE(excluded.phone, phone), interest = COALESCE(excluded.interest, interest),
       receive_updates = excluded.receive_updates, source = excluded.source,
       submissions = submissions + 1, updated_at = excluded.updated_at
     RETURNING id`,
  );
  const list = db.prepare<[], WaitlistRow>(
    `SELECT id, email, first_name, last_name, name, phone, interest, receive_updates, source, submissions,
            created_at, updated_at
     FROM waitlist_signups ORDER BY id`,
  );
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM waitlist_signups');

  return {
    upsert(values, at) {
      const row = upsert.get({
        emailKey: values.email.toLowerCase(),
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        name: values.name || `${values.firstName} ${values.lastName}`,
        phone: values.phone || null,
        interest: values.interest || null,
        receiveUpdates: values.receiveUpdates ? 1 : 0,
        source: values.source || 'general',
        at: at.toISOString(),
      });
      if (!row) throw new Error('waitlist upsert returned no row');
      return row.id;
    },
    list: () => list.all(),
    count: () => count.get()?.n ?? 0,
  };
}
