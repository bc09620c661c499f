import { sql } from 'kysely';
import { createIndex, idPrimaryKey, optionalText, requiredText, upOnly } from './schema-builders';

/**
 * Double opt-in and data rights: a sign-up is pending until its address confirms, records the consent wording
 * and time, and carries the nonces that make its e-mailed links single-use; e-mails go through an outbox written
 * in the same transaction; a confirmed person's changed details wait in waitlist_changes until they follow the
 * link sent to their address. Sign-ups from before double opt-in were taken under the earlier single opt-in and
 * stay on the list as confirmed, with no consent version.
 */
export const signupLifecycle = upOnly(async (db, engine) => {
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
  await createIndex(db, 'waitlist_signups_by_status', 'waitlist_signups', ['status', 'created_at']).execute();

  await db.schema
    .createTable('waitlist_changes')
    .$call(idPrimaryKey(engine))
    .addColumn('signup_id', 'bigint', (column) => column.notNull())
    .$call(requiredText('values_json', 'nonce', 'created_at'))
    .execute();
  await createIndex(db, 'waitlist_changes_by_signup', 'waitlist_changes', ['signup_id']).execute();

  await db.schema
    .createTable('mail_outbox')
    .$call(idPrimaryKey(engine))
    .$call(requiredText('recipient', 'subject', 'text_body', 'html_body', 'created_at', 'next_attempt_at'))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .$call(optionalText('claimed_until', 'sent_at', 'last_error'))
    .execute();
  await createIndex(db, 'mail_outbox_due', 'mail_outbox', ['sent_at', 'next_attempt_at']).execute();
  await createIndex(db, 'mail_outbox_by_recipient', 'mail_outbox', ['recipient', 'created_at']).execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .$call(requiredText('value'))
    .execute();
  await sql`UPDATE waitlist_signups SET status = 'confirmed'`.execute(db);
});
