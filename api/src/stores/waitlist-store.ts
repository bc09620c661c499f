import type { WaitlistFormValues } from '@novavox/shared-contracts/forms';
import { sql } from 'kysely';
import type { AppKysely } from '../db/database-schema';

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

export interface WaitlistStore {
  /** Adds a sign-up, or updates the one with the same e-mail (case-insensitive); returns its id. */
  upsert(values: WaitlistFormValues, at: Date): Promise<number>;
  list(): Promise<WaitlistRow[]>;
}

export function createWaitlistStore(db: AppKysely): WaitlistStore {
  return {
    async upsert(values, at) {
      const now = at.toISOString();
      // One statement, so concurrent sign-ups with one e-mail (in this process or another) meet in the unique index.
      const row = await db
        .insertInto('waitlist_signups')
        .values({
          email_key: values.email.toLowerCase(),
          email: values.email,
          first_name: values.firstName,
          last_name: values.lastName,
          name: values.name || `${values.firstName} ${values.lastName}`,
          phone: values.phone || null,
          interest: values.interest || null,
          receive_updates: values.receiveUpdates ? 1 : 0,
          source: values.source || 'general',
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.column('email_key').doUpdateSet({
            email: (eb) => eb.ref('excluded.email'),
            first_name: (eb) => eb.ref('excluded.first_name'),
            last_name: (eb) => eb.ref('excluded.last_name'),
            name: (eb) => eb.ref('excluded.name'),
            phone: sql`COALESCE(excluded.phone, waitlist_signups.phone)`,
            interest: sql`COALESCE(excluded.interest, waitlist_signups.interest)`,
            receive_updates: (eb) => eb.ref('excluded.receive_updates'),
            source: (eb) => eb.ref('excluded.source'),
            submissions: sql`waitlist_signups.submissions + 1`,
            updated_at: (eb) => eb.ref('excluded.updated_at'),
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    list: () =>
      db
        .selectFrom('waitlist_signups')
        .select([
          'id',
          'email',
          'first_name',
          'last_name',
          'name',
          'phone',
          'interest',
          'receive_updates',
          'source',
          'submissions',
          'created_at',
          'updated_at',
        ])
        .orderBy('id')
        .execute(),
  };
}
