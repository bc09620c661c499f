import { type Driver, SqliteDialect } from 'kysely';

/**
 * On some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM) SQLite rolls the transaction back itself; Kysely's
 * ROLLBACK then fails with "cannot rollback - no transaction is active", and that error would replace the one
 * that says what happened (a full disk was logged only as thousands of these). Nothing is left to roll back, so
 * it is ignored and the original error goes on to the caller.
 */
export function ignoringRollbackOfNothing(rollback: () => Promise<void>): Promise<void> {
  return rollback().catch((error: unknown) => {
    if (!(error instanceof Error && /no transaction is active/.test(error.message))) throw error;
  });
}

/** Kysely's SQLite dialect, its rollback tolerant of a transaction SQLite already rolled back (see above). */
export class SqliteDialectKeepingErrors extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = (connection) => ignoringRollbackOfNothing(() => rollback(connection));
    return driver;
  }
}
