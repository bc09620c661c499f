import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SqliteDialectKeepingErrors } from './sqlite-rollback';

/**
 * SQLite ends a transaction itself on a full disk or an I/O error; here the transaction is ended by hand
 * (ROLLBACK inside it), which leaves SQLite in the same state, and the statement after it fails as the write did.
 */
async function failInsideEndedTransaction(db: Kysely<Record<string, never>>): Promise<unknown> {
  return db
    .transaction()
    .execute(async (trx) => {
      await sql`ROLLBACK`.execute(trx);
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    })
    .catch((error: unknown) => error);
}

describe('a transaction SQLite already rolled back', () => {
  it("reaches the caller with the error that ended it, not Kysely's failed ROLLBACK", async () => {
    const db = new Kysely<Record<string, never>>({
      dialect: new SqliteDialectKeepingErrors({ database: new Database(':memory:') }),
    });
    const error = await failInsideEndedTransaction(db);
    expect(error).toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' });
    await db.destroy();
  });

  it("is hidden behind 'cannot rollback' by Kysely's own dialect (why the one above exists)", async () => {
    const db = new Kysely<Record<string, never>>({
      dialect: new SqliteDialect({ database: new Database(':memory:') }),
    });
    const error = await failInsideEndedTransaction(db);
    expect(String(error)).toMatch(/no transaction is active/);
    await db.destroy();
  });
});
