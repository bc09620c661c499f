import { parentPort, workerData } from 'node:worker_threads';
import { Kysely } from 'kysely';
import { runDatabaseJob } from '../../stores/database-jobs';
import type { ReceivedBatch } from '../../stores/event-ingest';
import { createGroupCommit } from '../../stores/group-commit';
import type { ThreadSqliteDatabase } from '../cached-statements';
import { configureSqlite } from '../configure-sqlite';
import type { DatabaseSchema } from '../database-schema';
import { SqliteDialectKeepingErrors } from '../sqlite-rollback';
import type { ThreadOptions, ThreadReady, ThreadReply, ThreadRequest, ThreadStored } from './thread-protocol';

/**
 * The SQLite thread: owns the api's one connection and runs what it is sent, one request at a time in the order
 * sent. The api's thread keeps parsing, validating and answering requests meanwhile, so the database's work (most
 * of what storing events costs) and the HTTP work use both cores instead of taking turns on one.
 */
const port = parentPort;
if (port === null) throw new Error('sqlite-thread-main runs as a worker thread');
const options = workerData as ThreadOptions;

let database: ThreadSqliteDatabase;
let jobs: Kysely<DatabaseSchema>;
try {
  database = configureSqlite(options.path);
  // Jobs are written with Kysely, over the same connection as the single statements.
  jobs = new Kysely<DatabaseSchema>({ dialect: new SqliteDialectKeepingErrors({ database }) });
  port.postMessage({ ready: true } satisfies ThreadReady);
} catch (error) {
  port.postMessage({
    ready: false,
    error: error instanceof Error ? error.message : String(error),
  } satisfies ThreadReady);
  process.exit(1);
}

/** Batches that arrive while one group is written share the next transaction (see createGroupCommit). */
const MAX_BATCHES_PER_COMMIT = 100;

// A job awaits Kysely's promises: requests are chained so the next one starts only when the last has answered.
let queue = Promise.resolve();
/** Runs `work` when everything sent before it has answered. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work);
  queue = turn.then(
    () => undefined,
    () => undefined,
  );
  return turn;
}

// Resolved each time a request has answered with no transaction of the api's thread left open.
const transactionClosed: (() => void)[] = [];
function noOpenTransaction(): Promise<void> {
  if (!database.inTransaction) return Promise.resolve();
  return new Promise((resolve) => transactionClosed.push(resolve));
}

/**
 * Stores a group of batches in one transaction, in turn with the requests, and never inside a transaction the
 * api's thread has open (its begin and commit are separate requests; a group waits for the commit).
 */
async function storeGroup(batches: ReceivedBatch[]): Promise<void> {
  for (;;) {
    await noOpenTransaction();
    const stored = await inTurn(async () => {
      if (database.inTransaction) return false;
      await runDatabaseJob(jobs, 'sqlite', 'storeEventBatches', batches);
      return true;
    });
    if (stored) return;
  }
}

const storeBatch = createGroupCommit<ReceivedBatch>(storeGroup, MAX_BATCHES_PER_COMMIT, (drain) => setImmediate(drain));

// The ids of the batches stored in one turn of the event loop go back in one message.
const storedIds: number[] = [];
let storedReplyScheduled = false;
function replyStored(id: number) {
  storedIds.push(id);
  if (storedReplyScheduled) return;
  storedReplyScheduled = true;
  setImmediate(sendStored);
}
function sendStored() {
  storedReplyScheduled = false;
  if (storedIds.length > 0) port?.postMessage({ stored: storedIds.splice(0) } satisfies ThreadStored);
}

// A close waits for every batch received before it, and their replies leave before its own.
let unsettledBatches = 0;
const allSettled: (() => void)[] = [];
function batchesSettled(): Promise<void> {
  if (unsettledBatches === 0) return Promise.resolve();
  return new Promise((resolve) => allSettled.push(resolve));
}

port.on('message', (request: ThreadRequest) => {
  if ('events' in request) {
    unsettledBatches++;
    storeBatch(request.events)
      .then(
        () => replyStored(request.id),
        (error: unknown) => port.postMessage(errorReply(request.id, error)),
      )
      .finally(() => {
        if (--unsettledBatches === 0) for (const resolve of allSettled.splice(0)) resolve();
      });
    return;
  }
  const reply = () =>
    inTurn(async () => {
      port.postMessage(await answer(request));
      if (!database.inTransaction) for (const resolve of transactionClosed.splice(0)) resolve();
    });
  if ('close' in request) void batchesSettled().then(sendStored).then(reply);
  else void reply();
});

async function answer(request: Exclude<ThreadRequest, { events: ReceivedBatch }>): Promise<ThreadReply> {
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
    return errorReply(request.id, error);
  }
}

function errorReply(id: number, error: unknown): ThreadReply {
  const { message, code } = error as { message?: unknown; code?: unknown };
  return { id, error: { message: String(message ?? error), ...(typeof code === 'string' ? { code } : {}) } };
}
