import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { apiLog } from '../observability/api-logger';
import {
  type DatabaseJobInput,
  type DatabaseJobName,
  type DatabaseJobOutput,
  runDatabaseJob,
} from '../stores/database-jobs';
import type { ReceivedBatch } from '../stores/event-ingest';
import { createGroupCommit } from '../stores/group-commit';
import type { DatabaseEngine } from './database-engine';
import type { AppKysely, DatabaseSchema } from './database-schema';
import { migrationList } from './migrations/migration-list';
import { SqliteThread, SqliteThreadDialect } from './sqlite-thread/sqlite-thread-dialect';
import { startWalCheckpointer } from './sqlite-thread/wal-checkpointer';

/** Where the data lives: the embedded SQLite file (default) or a PostgreSQL server. */
export type DatabaseLocation = { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string };

export interface AppDatabase {
  db: AppKysely;
  engine: DatabaseEngine;
  /** Runs one of the store's jobs of many statements next to the data (on SQLite, in its thread). */
  run<Name extends DatabaseJobName>(name: Name, input: DatabaseJobInput<Name>): Promise<DatabaseJobOutput<Name>>;
  /**
   * Stores an event batch and brings the counters up to date, in one transaction with the batches that arrive
   * while one is being written (group commit); resolves once it is committed.
   */
  storeEvents(batch: ReceivedBatch): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database and brings its schema up to date. SQLite runs in a thread of its own (configure-sqlite.ts has
 * its settings). On PostgreSQL several api processes may share one database: the migrator takes a lock,
 * so processes starting together migrate once.
 */
export async function openDatabase(location: DatabaseLocation): Promise<AppDatabase> {
  const opened = location.engine === 'sqlite' ? await openSqlite(location.path) : openPostgres(location.url);
  const close = async () => {
    // Batches accepted before the close are stored, and their callers answered, before the connections go.
    await opened.settle?.();
    await opened.db.destroy();
    await opened.stop?.();
  };
  try {
    await migrate(opened.db, location.engine);
  } catch (error) {
    await close();
    throw error;
  }
  const { db, run, storeEvents } = opened;
  return { db, run, storeEvents, engine: location.engine, close };
}

type Opened = Pick<AppDatabase, 'db' | 'run' | 'storeEvents'> & {
  /** Resolves once the event batches accepted so far are stored or failed. */
  settle?: () => Promise<void>;
  stop?: () => Promise<void>;
};

/** How often the WAL is copied back into the database file, beside the writer (see wal-checkpointer.ts). */
const CHECKPOINT_EVERY_MS = 500;

async function openSqlite(path: string): Promise<Opened> {
  const thread = await SqliteThread.start({ path }, (event) => {
    if (event.kind === 'lost') apiLog.error({ err: event.reason }, 'The SQLite thread stopped; starting it again');
    else if (event.kind === 'failed')
      apiLog.error({ err: event.reason }, 'The SQLite thread could not be started again');
    else apiLog.warn({ attempts: event.attempts }, 'The SQLite thread is running again');
  });
  const checkpointer = path === ':memory:' ? null : startWalCheckpointer(path, CHECKPOINT_EVERY_MS);
  return {
    db: new Kysely<DatabaseSchema>({ dialect: new SqliteThreadDialect(thread) }),
    // One message for the whole job: the thread runs every statement of it without waiting for this one.
    run: (name, input) => thread.runJob({ name, input }) as never,
    // Grouped in the thread, so that it never waits for this thread to hand it the next group.
    storeEvents: (batch) => thread.storeEvents(batch),
    stop: async () => checkpointer?.stop(),
  };
}

/** Batches that arrive during a commit are written together in the next one (group commit). */
const MAX_BATCHES_PER_COMMIT = 100;

/** Counts and ids are bigint on PostgreSQL; every one of ours fits a JavaScript number. */
const BIGINT_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string): Opened {
  // No connectionTimeoutMillis: it also bounds the wait for a free client, so a burst of requests queued behind
  // the ten connections would get 503s; a stopped server refuses connections at once anyway.
  const pool = new pg.Pool({ connectionString: url, max: 10, types: pgTypes });
  // A connection the server ends (a restart, a failover, `pg_ctl stop -m fast`) emits 'error' on its client, and
  // on the pool when idle; with no listener either would end the process. A client in use (Kysely holds one from
  // its first statement to its release) has only its own listeners, so each gets one as it is made. The failed
  // statement rejects on its own, the pool drops the broken client and opens a new one on next use.
  const onLost = (error: Error) =>
    apiLog.warn({ err: error }, 'A PostgreSQL connection was closed; the pool opens a new one on next use');
  pool.on('error', onLost);
  pool.on('connect', (client) => client.on('error', onLost));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  const storeEvents = createGroupCommit<ReceivedBatch>(
    (batches) => runDatabaseJob(db, 'postgres', 'storeEventBatches', batches),
    MAX_BATCHES_PER_COMMIT,
  );
  return {
    db,
    run: (name, input) => runDatabaseJob(db, 'postgres', name, input),
    storeEvents,
    settle: storeEvents.settled,
  };
}

async function migrate(db: AppKysely, engine: DatabaseEngine): Promise<void> {
  const migrations = migrationList(engine);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      /corrupted migrations/.test(reason)
        ? `The database was migrated by a newer api (${reason}): update the api.`
        : `Database migration ${failed ?? ''} failed: ${reason}`,
    );
  }
}
