import type { Kysely } from 'kysely';

/**
 * The team's sign-in: the e-mailed links waiting to be used and the sessions they opened. Both are keyed by the
 * SHA-256 of a random token, so the database never holds a token that would open anything. The role is not
 * stored: it is read from the allow-list on each request, so taking someone off the list ends their access.
 */
export function teamSignIn() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('team_sign_in_links')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('team_sign_in_links_by_expiry')
        .on('team_sign_in_links')
        .column('expires_at')
        .execute();
      await db.schema
        .createTable('team_sessions')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('team_sessions_by_expiry').on('team_sessions').column('expires_at').execute();
    },
  };
}
