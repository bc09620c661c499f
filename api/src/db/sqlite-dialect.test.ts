import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { configureSqlite } from './configure-sqlite';
import { ApiSqliteDialect } from './sqlite-dialect';

/**
 * SQLite ends a transaction itself on a full disk or an I/O error; here the transaction is ended by hand
 * (ROLLBACK inside it), which leaves SQLite in the same state, and the statement after it fails as the write did.
 */
async function failInsideEndedTransaction(db: Kysely<Record<string, never>>): Promise<unknown> {
  return db
    .transaction()
    .execute(async (trx) => {
      await sql`ROLLBACK`.execute(trx);
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    })
    .catch((error: unknown) => error);
}

describe('a transaction SQLite already rolled back', () => {
  it("reaches the caller with the error that ended it, not Kysely's failed ROLLBACK", async () => {
    const db = new Kysely<Record<string, never>>({
      dialect: new ApiSqliteDialect({ database: new Database(':memory:') }),
    });
    const error = await failInsideEndedTransaction(db);
    expect(error).toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' });
    await db.destroy();
  });

  it("is hidden behind 'cannot rollback' by Kysely's own dialect (why the one above exists)", async () => {
    const db = new Kysely<Record<string, never>>({
      dialect: new SqliteDialect({ database: new Database(':memory:') }),
    });
    const error = await failInsideEndedTransaction(db);
    expect(String(error)).toMatch(/no transaction is active/);
    await db.destroy();
  });
});

/**
 * One api process of two sharing the file (serve:nginx runs two on SQLite): it adds 1 to a counter `rounds` times,
 * each a read then a write in one transaction, as a change does, and prints how many failed and why.
 */
const INCREMENTING_PROCESS = `
import { Kysely, sql } from 'kysely';
import { configureSqlite } from './src/db/configure-sqlite.ts';
import { ApiSqliteDialect } from './src/db/sqlite-dialect.ts';
const [path, rounds, startAt, plain] = process.argv.slice(1);
const { SqliteDialect } = await import('kysely');
const Dialect = plain === 'plain' ? SqliteDialect : ApiSqliteDialect;
const db = new Kysely({ dialect: new Dialect({ database: configureSqlite(path) }) });
while (Date.now() < Number(startAt)) await new Promise((done) => setTimeout(done, 5));
const failures = [];
for (let round = 0; round < Number(rounds); round++) {
  try {
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql\`select n from counter\`.execute(trx);
      await new Promise((done) => setImmediate(done));
      await sql\`update counter set n = \${rows[0].n + 1}\`.execute(trx);
    });
  } catch (error) {
    failures.push(error.code ?? error.message);
  }
}
await db.destroy();
process.stdout.write(JSON.stringify(failures));
`;

function incrementFromAnotherProcess(path: string, rounds: number, startAt: number, dialect: 'api' | 'plain') {
  return new Promise<string[]>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        INCREMENTING_PROCESS,
        path,
        String(rounds),
        String(startAt),
        dialect,
      ],
      { cwd: join(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as string[]) : reject(new Error(`exit ${code}`))));
  });
}

// SQLite's own behaviour: the PostgreSQL leg of the suite has nothing to add.
describe.runIf(inject('postgresAdminUrl') === undefined)('two api processes writing one SQLite file at once', () => {
  const folder = mkdtempSync(join(tmpdir(), 'nvx-sqlite-two-processes-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function race(dialect: 'api' | 'plain') {
    const path = join(folder, `${dialect}.sqlite`);
    const setup = configureSqlite(path);
    setup.exec('create table counter (n integer not null); insert into counter values (0);');
    setup.close();
    // Both start at the same moment, after each has loaded (a slow machine takes seconds to start a process).
    const startAt = Date.now() + 4000;
    const failures = (
      await Promise.all([
        incrementFromAnotherProcess(path, 150, startAt, dialect),
        incrementFromAnotherProcess(path, 150, startAt, dialect),
      ])
    ).flat();
    const check = configureSqlite(path);
    const { n } = check.prepare('select n from counter').get() as { n: number };
    check.close();
    return { failures, n };
  }

  it('each waits for the other: every read-then-write commits, none is lost or refused', async () => {
    const { failures, n } = await race('api');
    expect(failures).toEqual([]);
    expect(n).toBe(300);
  }, 60_000);

  it("fails with SQLITE_BUSY under Kysely's own dialect (why transactions begin IMMEDIATE)", async () => {
    const { failures, n } = await race('plain');
    expect(failures.length).toBeGreaterThan(0);
    // SQLITE_BUSY_SNAPSHOT when the other process committed past this one's read.
    for (const code of failures) expect(code).toMatch(/^SQLITE_BUSY(_SNAPSHOT)?$/);
    expect(n).toBe(300 - failures.length);
  }, 60_000);
});
