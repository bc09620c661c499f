import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../database-engine';
import { idColumnType } from './id-column-type';

/**
 * Double opt-in and data rights: a sign-up is pending until its address confirms, records the consent wording
 * and time, and carries the nonces that make its e-mailed links single-use; e-mails go through an outbox written
 * in the same transaction; a confirmed person's changed details wait in waitlist_changes until they follow the
 * link sent to their address. Sign-ups from before double opt-in were taken under the earlier single opt-in and
 * stay on the list as confirmed, with no consent version.
 */
export function signupLifecycle(engine: DatabaseEngine) {
  const id = idColumnType(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [column, type] of [
        ['confirmed_at', 'text'],
        ['consent_at', 'text'],
        ['consent_version', 'text'],
        ['confirm_nonce', 'text'],
        ['delete_nonce', 'text'],
      ] as const) {
        await db.schema.alterTable('waitlist_signups').addColumn(column, type).execute();
      }
      await db.schema
        .alterTable('waitlist_signups')
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('confirmed'))
        .execute();
      await db.schema
        .createIndex('waitlist_signups_by_status')
        .on('waitlist_signups')
        .columns(['status', 'created_at'])
        .execute();

      await db.schema
        .createTable('waitlist_changes')
        .addColumn('id', id, (column) => column.primaryKey())
        .addColumn('signup_id', 'bigint', (column) => column.notNull())
        .addColumn('values_json', 'text', (column) => column.notNull())
        .addColumn('nonce', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('waitlist_changes_by_signup').on('waitlist_changes').column('signup_id').execute();

      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', id, (column) => column.primaryKey())
        .addColumn('recipient', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('text_body', 'text', (column) => column.notNull())
        .addColumn('html_body', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('claimed_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema
        .createIndex('mail_outbox_due')
        .on('mail_outbox')
        .columns(['sent_at', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('mail_outbox_by_recipient')
        .on('mail_outbox')
        .columns(['recipient', 'created_at'])
        .execute();

      await db.schema
        .createTable('app_secrets')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute();
      await sql`UPDATE waitlist_signups SET status = 'confirmed'`.execute(db);
    },
  };
}
