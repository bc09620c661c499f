import { CompiledQuery, type Driver, SqliteDialect } from 'kysely';

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

/**
 * Every transaction of the api writes (a change, a sign-up, an event batch), most after reading. Begun DEFERRED,
 * as Kysely does, two api processes may both read, and the second to write then fails at once with SQLITE_BUSY:
 * SQLite cannot upgrade a read snapshot another process has since written past, and its busy timeout does not
 * apply. Begun IMMEDIATE, the second waits (up to the busy timeout) for the first to commit and then reads what
 * it wrote, so a concurrent change is answered as one (409) instead of failing as an outage (503).
 */
const BEGIN_WRITING = CompiledQuery.raw('begin immediate');

/** Kysely's SQLite dialect with the two fixes above (docs/api-operations.md, "Several api processes on SQLite"). */
export class ApiSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = (connection) => ignoringRollbackOfNothing(() => rollback(connection));
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(BEGIN_WRITING);
    };
    return driver;
  }
}
