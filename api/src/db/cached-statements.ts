import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const MAX_STATEMENTS = 500;

/** Kysely's view of the connection, plus whether a transaction is open on it (the SQLite thread asks). */
export interface ThreadSqliteDatabase extends SqliteDatabase {
  readonly inTransaction: boolean;
}

/**
 * Kysely's SQLite driver prepares every query anew. Preparing is a large share of a small query's cost on
 * better-sqlite3, so the api hands the driver this wrapper, which keeps the most recently used statements
 * (the driver runs one query at a time on its single connection, so a statement is never in use twice).
 */
export function withCachedStatements(database: Database): ThreadSqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    get inTransaction() {
      return database.inTransaction;
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = database.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      } else {
        statements.delete(sql);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
