import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { DatabaseEngine } from '../database-engine';
import { migrationList } from './migration-list';

let target: TestDatabase | undefined;
afterEach(async () => target?.drop());

/**
 * A migration that shipped has already run on databases in the field; those and new ones must end up with the
 * same schema, so a shipped step may be rewritten (for example with schema-builders.ts) only if it sends the very
 * same statements. migration-ddl.sql holds them as they shipped, one block per migration; a new migration appends
 * its block, written out and checked by hand (this test's failure lists the statements it sent).
 */
it('every migration sends the statements it shipped with', async () => {
  target = await createTestDatabase();
  const { location } = target;
  const sent: string[] = [];
  const log = ({ query }: LogEvent) => {
    sent.push(query.parameters.length ? `${query.sql}; -- ${JSON.stringify(query.parameters)}` : `${query.sql};`);
  };
  const db = new Kysely<unknown>({
    dialect:
      location.engine === 'sqlite'
        ? new SqliteDialect({ database: new Database(location.path) })
        : new PostgresDialect({ pool: new pg.Pool({ connectionString: location.url }) }),
    log,
  });
  try {
    for (const [name, migration] of Object.entries(migrationList(location.engine))) {
      sent.push(`\n-- ${name}`);
      await migration.up(db);
    }
  } finally {
    await db.destroy();
  }
  expect(`${sent.join('\n').trim()}\n`).toBe(referenceFor(location.engine));
});

/**
 * The reference's lines for one engine: lines marked `sqlite| ` or `postgres| ` are that engine's only; lines
 * starting `--- ` are notes for the reader.
 */
function referenceFor(engine: DatabaseEngine): string {
  return readFileSync(new URL('./migration-ddl.sql', import.meta.url), 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (line.startsWith('--- ')) return [];
      const marked = /^(sqlite|postgres)\| (.*)$/.exec(line);
      if (!marked) return [line];
      return marked[1] === engine ? [marked[2]] : [];
    })
    .join('\n');
}
