import { parentPort, workerData } from 'node:worker_threads';
import { Kysely, type SqliteDatabase, SqliteDialect } from 'kysely';
import { runDatabaseJob } from '../../stores/database-jobs';
import { configureSqlite } from '../configure-sqlite';
import type { DatabaseSchema } from '../database-schema';
import type { ThreadOptions, ThreadReady, ThreadReply, ThreadRequest } from './thread-protocol';

/**
 * The SQLite thread: owns the api's one connection and runs what it is sent, one request at a time in the order
 * sent. The api's thread keeps parsing, validating and answering requests meanwhile, so the database's work (most
 * of what storing events costs) and the HTTP work use both cores instead of taking turns on one.
 */
const port = parentPort;
if (port === null) throw new Error('sqlite-thread-main runs as a worker thread');
const options = workerData as ThreadOptions;

let database: SqliteDatabase;
let jobs: Kysely<DatabaseSchema>;
try {
  database = configureSqlite(options.path);
  // Jobs are written with Kysely, over the same connection as the single statements.
  jobs = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database }) });
  port.postMessage({ ready: true } satisfies ThreadReady);
} catch (error) {
  port.postMessage({
    ready: false,
    error: error instanceof Error ? error.message : String(error),
  } satisfies ThreadReady);
  process.exit(1);
}

// A job awaits Kysely's promises: requests are chained so the next one starts only when the last has answered.
let queue = Promise.resolve();
port.on('message', (request: ThreadRequest) => {
  queue = queue.then(async () => port.postMessage(await answer(request)));
});

async function answer(request: ThreadRequest): Promise<ThreadReply> {
  try {
    if ('close' in request) {
      await jobs.destroy();
      return { id: request.id, done: true };
    }
    if ('job' in request) {
      const { name, input } = request.job;
      const output = await runDatabaseJob(jobs, 'sqlite', name, input as never);
      return { id: request.id, done: true, output };
    }
    const statement = database.prepare(request.sql);
    if (statement.reader)
      return { id: request.id, rows: statement.all(request.parameters) as Record<string, unknown>[] };
    const { changes, lastInsertRowid } = statement.run(request.parameters);
    return { id: request.id, changes, lastInsertRowid };
  } catch (error) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    return {
      id: request.id,
      error: { message: String(message ?? error), ...(typeof code === 'string' ? { code } : {}) },
    };
  }
}
