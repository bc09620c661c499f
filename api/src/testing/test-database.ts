import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, inject } from 'vitest';
import { type AppDatabase, type DatabaseLocation, openDatabase } from '../db/open-database';

export interface TestDatabase {
  location: DatabaseLocation;
  /** The environment that points server.ts at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test server: a new database on the run's throwaway PostgreSQL cluster in the
 * PostgreSQL leg of the suite, else an SQLite file in a temporary folder. The same tests run on both engines.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl') as string | undefined;
  if (adminUrl) {
    const name = `novavox_test_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      location: { engine: 'postgres', url: url.toString() },
      env: { DATABASE_URL: url.toString() },
      drop: () => withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'novavox-api-test-'));
  const path = join(dir, 'novavox.db');
  return {
    location: { engine: 'sqlite', path },
    env: { API_DB_PATH: path },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A fresh database for each test of the file (or describe block) that calls this: created and opened (migrated)
 * before the test, closed and dropped after it, on the engine of the suite's leg. What it returns stands for the
 * database of the test running now, so a test file reads it as it would the one it opened itself.
 */
export function eachTestDatabase(): AppDatabase {
  let database: TestDatabase | null = null;
  let opened: AppDatabase | null = null;
  beforeEach(async () => {
    database = await createTestDatabase();
    opened = await openDatabase(database.location);
    // Generous: opening and migrating a database is slow on a loaded machine.
  }, 60_000);
  afterEach(async () => {
    await opened?.close().catch(() => undefined);
    await database?.drop();
    opened = null;
    database = null;
  });
  const current = (): AppDatabase => {
    if (!opened) throw new Error('The test database is open only while a test runs.');
    return opened;
  };
  return {
    get db() {
      return current().db;
    },
    get engine() {
      return current().engine;
    },
    pool: () => current().pool(),
    close: () => current().close(),
  };
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
