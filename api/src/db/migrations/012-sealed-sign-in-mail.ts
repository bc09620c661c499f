import { sql } from 'kysely';
import { upOnly } from './schema-builders';

/**
 * Sign-in links leave the database: `mail_outbox.kind` tells a team sign-in mail (whose link is made only when it
 * is sent, team/sign-in-mail.ts) from the mails visitors cause, so each kind has its own per-address budget.
 * Sign-in mails already queued lose their link, and the links already handed out are revoked: a copy of the
 * database taken after this step opens nothing.
 */
export const sealedSignInMail = upOnly(async (db) => {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('kind', 'text', (column) => column.notNull().defaultTo('visitor'))
    .execute();
  await sql`UPDATE mail_outbox SET kind = 'team-sign-in', text_body = '(sign-in link removed)', html_body = '<p>(sign-in link removed)</p>'
        WHERE subject = 'Sign in to the NovaVox experiments dashboard'`.execute(db);
  await sql`DELETE FROM team_sign_in_links`.execute(db);
});
