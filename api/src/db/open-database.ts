import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { Kysely, type LogEvent, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { apiLog } from '../observability/api-logger';
import { configureSqlite } from './configure-sqlite';
import type { DatabaseEngine } from './database-engine';
import { API_APPLICATION_NAME, markSqliteInUse } from './database-presence';
import type { AppKysely, DatabaseSchema } from './database-schema';
import { migrationList } from './migrations/migration-list';
import { ApiSqliteDialect } from './sqlite-dialect';

/** Where the data lives: the embedded SQLite file (default) or a PostgreSQL server. */
export type DatabaseLocation = { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string };

/** The one way into the database: Kysely over the engine's stock dialect, and which engine it is. */
export interface AppDatabase {
  db: AppKysely;
  engine: DatabaseEngine;
  /** The connections now: PostgreSQL's pool; SQLite's one connection, in the api's thread, is never waited for. */
  pool(): PoolFigures;
  close(): Promise<void>;
}

export interface PoolFigures {
  total: number;
  idle: number;
  /** Requests waiting for a free connection. */
  waiting: number;
}

export interface OpenDatabaseOptions {
  /** Kysely's log: each statement's duration, and each failed one (the metrics' query figures). */
  onQuery?: (event: LogEvent) => void;
}

/**
 * Opens the database and brings its schema up to date, with Kysely's own dialects and nothing between them and the
 * api: on SQLite one better-sqlite3 connection in the api's thread (configure-sqlite.ts has its settings), on
 * PostgreSQL a pool. The measured need (docs/api-benchmark.md) is met without more. On PostgreSQL several api
 * processes may share one database: the migrator takes a lock, so processes starting together migrate once.
 */
export async function openDatabase(
  location: DatabaseLocation,
  { onQuery }: OpenDatabaseOptions = {},
): Promise<AppDatabase> {
  const opened =
    location.engine === 'sqlite' ? openSqlite(location.path, onQuery) : openPostgres(location.url, onQuery);
  const { db } = opened;
  // db:restore refuses a database in use (database-presence.ts): on PostgreSQL the pool's application name says so.
  const presence = location.engine === 'sqlite' ? markSqliteInUse(location.path) : null;
  const close = async () => {
    presence?.stop();
    await db.destroy();
  };
  try {
    await migrate(db, location.engine);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, engine: location.engine, pool: opened.pool, close };
}

interface Opened {
  db: AppKysely;
  pool(): PoolFigures;
}

const ONE_CONNECTION: PoolFigures = { total: 1, idle: 1, waiting: 0 };

function openSqlite(path: string, onQuery: OpenDatabaseOptions['onQuery']): Opened {
  const db = new Kysely<DatabaseSchema>({
    dialect: new ApiSqliteDialect({ database: configureSqlite(path) }),
    ...(onQuery ? { log: onQuery } : {}),
  });
  // Statements run synchronously in the api's thread: whenever a scrape looks, the connection is idle.
  return { db, pool: () => ONE_CONNECTION };
}

/** Counts and ids are bigint on PostgreSQL; every one of ours fits a JavaScript number. */
const BIGINT_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string, onQuery: OpenDatabaseOptions['onQuery']): Opened {
  // No connectionTimeoutMillis: it also bounds the wait for a free client, so a burst of requests queued behind
  // the ten connections would get 503s; a stopped server refuses connections at once anyway.
  // One connection is kept open however idle the api is, under the name db:restore looks for (database-presence.ts).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    min: 1,
    application_name: API_APPLICATION_NAME,
    types: pgTypes,
  });
  // A connection the server ends (a restart, a failover, `pg_ctl stop -m fast`) emits 'error' on its client, and
  // on the pool when idle; with no listener either would end the process. A client in use (Kysely holds one from
  // its first statement to its release) has only its own listeners, so each gets one as it is made. The failed
  // statement rejects on its own, the pool drops the broken client and opens a new one on next use.
  const onLost = (error: Error) =>
    apiLog.warn({ err: error }, 'A PostgreSQL connection was closed; the pool opens a new one on next use');
  pool.on('error', onLost);
  pool.on('connect', (client) => client.on('error', onLost));
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool }),
    ...(onQuery ? { log: onQuery } : {}),
  });
  return { db, pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) };
}

async function migrate(db: AppKysely, engine: DatabaseEngine): Promise<void> {
  const migrations = migrationList(engine);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const reason = errorMessage(error);
    throw new Error(
      /corrupted migrations/.test(reason)
        ? `The database was migrated by a newer api (${reason}): update the api.`
        : `Database migration ${failed ?? ''} failed: ${reason}`,
    );
  }
}
