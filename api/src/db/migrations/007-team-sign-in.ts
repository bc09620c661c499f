import { createIndex, requiredText, upOnly } from './schema-builders';

/**
 * The team's sign-in: the e-mailed links waiting to be used and the sessions they opened. Both are keyed by the
 * SHA-256 of a random token, so the database never holds a token that would open anything. The role is not
 * stored: it is read from the allow-list on each request, so taking someone off the list ends their access.
 */
export const teamSignIn = upOnly(async (db) => {
  for (const table of ['team_sign_in_links', 'team_sessions']) {
    await db.schema
      .createTable(table)
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .$call(requiredText('email', 'created_at', 'expires_at'))
      .execute();
    await createIndex(db, `${table}_by_expiry`, table, ['expires_at']).execute();
  }
});
