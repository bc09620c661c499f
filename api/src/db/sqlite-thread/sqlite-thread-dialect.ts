import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { ReceivedBatch } from '../../stores/event-ingest';
import { ignoringRollbackOfNothing } from '../sqlite-rollback';
import type {
  ThreadJob,
  ThreadOptions,
  ThreadReady,
  ThreadReply,
  ThreadRequest,
  ThreadStored,
} from './thread-protocol';

/**
 * Kysely's SQLite dialect with the connection in a worker thread (see sqlite-thread-main.ts). Like Kysely's own
 * driver there is one connection, taken by one query or transaction at a time, so the database behaves exactly
 * as before; only the waiting moved off the api's thread.
 */
export class SqliteThreadDialect implements Dialect {
  constructor(private readonly thread: SqliteThread) {}
  createDriver(): Driver {
    return new SqliteThreadDriver(this.thread);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

/**
 * The worker runs the TypeScript module through tsx, as the api itself runs: it registers tsx's loader in the new
 * thread (loaders are per thread, and a worker's execArgv cannot carry --import), then imports the thread's module.
 */
const tsxApi = tsxEsmApi();
const threadMain = new URL('./sqlite-thread-main.ts', import.meta.url).href;
const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(threadMain)}); })`;

/** tsx's ESM register API (`tsx/esm/api`, import condition): its loader entry registers on the main thread only. */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return new URL(exports['./esm/api'].import.default, pathToFileURL(manifest)).href;
}

class SqliteThreadDriver implements Driver {
  constructor(private readonly thread: SqliteThread) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ThreadConnection(this.thread, await this.thread.hold());
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await ignoringRollbackOfNothing(async () => {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    });
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as ThreadConnection).release();
  }

  async destroy(): Promise<void> {
    await this.thread.close();
  }
}

class ThreadConnection implements DatabaseConnection {
  constructor(
    private readonly thread: SqliteThread,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.thread.send({ sql: compiledQuery.sql, parameters: compiledQuery.parameters });
    return queryResult<R>(reply);
  }

  // biome-ignore lint/correctness/useYield: nothing of the api streams; the interface requires the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by the SQLite thread');
  }
}

function queryResult<R>(reply: ThreadReply): QueryResult<R> {
  if ('rows' in reply) return { rows: reply.rows as R[] };
  if ('changes' in reply) {
    return { numAffectedRows: BigInt(reply.changes), insertId: BigInt(reply.lastInsertRowid), rows: [] };
  }
  throw new Error('The database thread answered a query with something else');
}

/** What a lost thread's restart reports: lost (with why), started again, or an attempt that failed. */
export type ThreadRestartEvent =
  | { kind: 'lost'; reason: Error }
  | { kind: 'restarted'; attempts: number }
  | { kind: 'failed'; reason: Error };

type Pending = { resolve: (reply: ThreadReply) => void; reject: (error: Error) => void };

/** Pauses between attempts to start a lost thread again: growing, then every 30 s until it opens or is closed. */
const RESTART_PAUSES_MS = [0, 1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * The worker, the replies it owes, and the one connection's lock. A worker that stops without having been asked
 * to close (a native fault, memory exhausted) fails what it owed and is started again on the same file, so the
 * api answers 503 for a moment instead of ending: what was committed is in the file, and a transaction the lost
 * worker had open was never acknowledged (SQLite discards it on reopening).
 */
export class SqliteThread {
  #lock: Promise<void> = Promise.resolve();
  #nextId = 1;
  #pending = new Map<number, Pending>();
  #stopped: Error | undefined;
  #closing = false;
  #restarts = 0;

  private constructor(
    private worker: Worker,
    private readonly options: ThreadOptions,
    private readonly onRestart: (event: ThreadRestartEvent) => void,
  ) {
    this.#watch(worker);
  }

  #watch(worker: Worker) {
    worker.on('message', (reply: ThreadReply | ThreadStored) => {
      if ('stored' in reply) {
        for (const id of reply.stored) this.#settle({ id, done: true });
      } else this.#settle(reply);
      this.#idleUnlessBusy();
    });
    let ended = false;
    const stop = (error: Error) => {
      if (ended) return;
      ended = true;
      this.#stopped = error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
      if (!this.#closing) void this.#restart(error);
    };
    worker.on('error', (error) => stop(new Error(`The database thread stopped: ${error.message}`)));
    worker.on('exit', (code) => stop(new Error(`The database thread exited (${code})`)));
  }

  async #restart(reason: Error) {
    this.onRestart({ kind: 'lost', reason });
    for (let attempt = 0; !this.#closing; attempt++) {
      await new Promise((resolve) =>
        setTimeout(resolve, RESTART_PAUSES_MS[Math.min(attempt, RESTART_PAUSES_MS.length - 1)]),
      );
      if (this.#closing) return;
      try {
        const worker = await SqliteThread.#open(this.options);
        if (this.#closing) {
          await worker.terminate();
          return;
        }
        this.worker = worker;
        this.#watch(worker);
        this.#stopped = undefined;
        this.#restarts++;
        this.#idleUnlessBusy();
        this.onRestart({ kind: 'restarted', attempts: attempt + 1 });
        return;
      } catch (error) {
        this.onRestart({ kind: 'failed', reason: error instanceof Error ? error : new Error(String(error)) });
      }
    }
  }

  /** How many times a lost worker was started again. */
  get restarts(): number {
    return this.#restarts;
  }

  static async start(
    options: ThreadOptions,
    onRestart: (event: ThreadRestartEvent) => void = () => undefined,
  ): Promise<SqliteThread> {
    const thread = new SqliteThread(await SqliteThread.#open(options), options, onRestart);
    thread.#idleUnlessBusy();
    return thread;
  }

  static #open(options: ThreadOptions): Promise<Worker> {
    const worker = new Worker(bootstrap, { eval: true, workerData: options });
    return new Promise((resolve, reject) => {
      worker.once('message', (ready: ThreadReady) => {
        if (ready.ready) resolve(worker);
        else reject(new Error(ready.error));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The database thread exited (${code}) while opening`)));
    });
  }

  /** Waits for the connection (each holder waits for the one before it) and returns its release. */
  async hold(): Promise<() => void> {
    let release = () => {};
    const previous = this.#lock;
    this.#lock = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return release;
  }

  /** Runs a job in the thread while holding the connection, so no query or transaction of Kysely's interleaves. */
  async runJob(job: ThreadJob): Promise<unknown> {
    const release = await this.hold();
    try {
      const reply = await this.send({ job });
      return 'done' in reply ? reply.output : undefined;
    } finally {
      release();
    }
  }

  /**
   * Stores an event batch with its counters. Not behind the connection's lock: the thread groups the batches that
   * reach it while it writes one group into the next transaction, and never runs a group inside a transaction of
   * this thread's (it waits for the commit).
   */
  async storeEvents(batch: ReceivedBatch): Promise<void> {
    await this.send({ events: batch });
  }

  send(
    request:
      | { sql: string; parameters: readonly unknown[] }
      | { job: ThreadJob }
      | { events: ReceivedBatch }
      | { close: true },
  ): Promise<ThreadReply> {
    if (this.#stopped) {
      return Promise.reject(
        this.#closing ? this.#stopped : new Error(`The database thread is starting again (${this.#stopped.message})`),
      );
    }
    const id = this.#nextId++;
    // Referenced only while a reply is owed: an open database alone does not keep the process running.
    if (this.#pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request } as ThreadRequest);
    });
  }

  async close(): Promise<void> {
    // Referenced until it has ended, or a process with nothing else to do would exit while waiting for it.
    this.#closing = true;
    this.worker.ref();
    if (!this.#stopped) await this.send({ close: true });
    await this.worker.terminate();
  }

  #settle(reply: ThreadReply) {
    const pending = this.#pending.get(reply.id);
    if (pending === undefined) return;
    this.#pending.delete(reply.id);
    if ('error' in reply) pending.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    else pending.resolve(reply);
  }

  #idleUnlessBusy() {
    if (this.#pending.size === 0 && !this.#closing) this.worker.unref();
  }
}
