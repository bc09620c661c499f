import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { type Generated, Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteThread, SqliteThreadDialect, type ThreadRestartEvent } from './sqlite-thread-dialect';

let dir: string;
let thread: SqliteThread;
let db: Kysely<{ t: { id: Generated<number>; v: string } }>;
let restartEvents: ThreadRestartEvent[];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'novavox-sqlite-thread-'));
  restartEvents = [];
  thread = await SqliteThread.start({ path: join(dir, 'thread.db') }, (event) => restartEvents.push(event));
  db = new Kysely({ dialect: new SqliteThreadDialect(thread) });
  await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)`.execute(db);
});
afterEach(async () => {
  await db.destroy().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

describe('SQLite in its own thread', () => {
  it('runs queries and answers rows, affected rows and inserted ids', async () => {
    const inserted = await db.insertInto('t').values({ v: 'a' }).executeTakeFirstOrThrow();
    expect(inserted.insertId).toBe(1n);
    await db.insertInto('t').values({ v: 'b' }).execute();
    const updated = await db.updateTable('t').set({ v: 'c' }).where('v', '=', 'b').executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(1n);
    expect(await db.selectFrom('t').selectAll().orderBy('id').execute()).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'c' },
    ]);
  });

  it("passes SQLite's error back to the caller, with its code, and goes on working", async () => {
    await db.insertInto('t').values({ v: 'a' }).execute();
    const error = await db
      .insertInto('t')
      .values({ v: 'a' })
      .execute()
      .catch((caught: Error & { code?: string }) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/UNIQUE constraint failed: t\.v/);
    expect((error as { code?: string }).code).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(await db.selectFrom('t').select('v').execute()).toEqual([{ v: 'a' }]);
  });

  it('keeps a transaction whole: nothing sent meanwhile runs inside it, a failed one leaves nothing', async () => {
    let inside!: () => void;
    const holding = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let finish!: () => void;
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const failed = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('t').values({ v: 'in the transaction' }).execute();
        inside();
        await done;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await holding;
    // Sent while the transaction is open: it waits for the connection, so the rollback does not take it along.
    const outside = db.insertInto('t').values({ v: 'outside' }).execute();
    await new Promise((resolve) => setTimeout(resolve, 20));
    finish();
    expect(await failed).toBe('rolled back');
    await outside;
    expect(await db.selectFrom('t').select('v').execute()).toEqual([{ v: 'outside' }]);
  });

  it('refuses queries once closed, saying so', async () => {
    await db.destroy();
    await expect(sql`SELECT 1`.execute(db)).rejects.toThrow(/database thread|destroyed/);
  });

  it('is not started again when closed', async () => {
    await db.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(restartEvents).toEqual([]);
    expect(thread.restarts).toBe(0);
  });

  it('starts again when the thread stops unasked: queries fail meanwhile, then work, with what was committed', async () => {
    await db.insertInto('t').values({ v: 'committed' }).execute();
    // What a crash of the thread does (a native fault, memory exhausted): the worker ends without a close.
    await (thread as unknown as { worker: Worker }).worker.terminate();
    await expect(sql`SELECT 1`.execute(db)).rejects.toThrow(/database thread/);
    // Bounded by attempts, not by time: the first restart begins at once.
    let rows: { v: string }[] | undefined;
    for (let attempt = 0; attempt < 200 && rows === undefined; attempt++) {
      rows = await db
        .selectFrom('t')
        .select('v')
        .execute()
        .catch(() => new Promise<undefined>((resolve) => setTimeout(resolve, 50)));
    }
    expect(rows).toEqual([{ v: 'committed' }]);
    expect(restartEvents.map((event) => event.kind)).toEqual(['lost', 'restarted']);
    expect(thread.restarts).toBe(1);
    await db.insertInto('t').values({ v: 'after' }).execute();
    expect(await db.selectFrom('t').select('v').orderBy('id').execute()).toEqual([{ v: 'committed' }, { v: 'after' }]);
  });
});

describe('a process that opens the database and closes it', () => {
  it('waits for both threads to end, then exits normally', () => {
    // Threads idle between queries are unreferenced; a close must still hold the process until they have ended.
    const openDatabase = new URL('../open-database.ts', import.meta.url).href;
    const script = `
      const { openDatabase } = await import(${JSON.stringify(openDatabase)});
      const database = await openDatabase({ engine: 'sqlite', path: ${JSON.stringify(join(dir, 'script.db'))} });
      await database.close();
      console.log('closed');`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('closed');
    expect(run.status).toBe(0);
  });
});
