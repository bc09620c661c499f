import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { onTestFinished } from 'vitest';
import type { DatabaseSchema } from '../db/database-schema';
import { migrationList } from '../db/migrations/migration-list';
import type { DatabaseLocation } from '../db/open-database';
import { createTestDatabase } from './test-database';

/**
 * A fresh test database (dropped when the test ends) brought only up to `migration`, as an earlier api left it,
 * with rows `seed` wrote in that older schema: a migration's test then opens it with today's api and reads what the
 * migration made of those rows.
 */
export async function databaseSeededAt(
  migration: string,
  seed: (earlier: Kysely<DatabaseSchema>) => Promise<void>,
): Promise<DatabaseLocation> {
  const target = await createTestDatabase();
  onTestFinished(() => target.drop());
  const { location } = target;
  const earlier = new Kysely<DatabaseSchema>({
    dialect:
      location.engine === 'sqlite'
        ? new SqliteDialect({ database: new Database(location.path) })
        : new PostgresDialect({ pool: new pg.Pool({ connectionString: location.url }) }),
  });
  try {
    const migrator = new Migrator({
      db: earlier,
      provider: { getMigrations: async () => migrationList(location.engine) },
    });
    const { error } = await migrator.migrateTo(migration);
    if (error) throw error;
    await seed(earlier);
  } finally {
    await earlier.destroy();
  }
  return location;
}
