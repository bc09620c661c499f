import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startWalCheckpointer } from './wal-checkpointer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new database file in WAL mode, in a folder removed after the test. */
function walDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'novavox-checkpoint-'));
  dirs.push(dir);
  const path = join(dir, 'w.db');
  const db = new BetterSqlite3(path);
  db.pragma('journal_mode = WAL');
  return { dir, path, db };
}

/**
 * Rows of `t` in the database file alone, as a copy without its WAL sees them; null when the copy was taken while a
 * checkpoint was writing the file (a torn copy reads as malformed: the caller copies again).
 */
function rowsInFileAlone(dir: string, path: string): number | null {
  const copy = join(dir, `copy-${Date.now()}.db`);
  copyFileSync(path, copy);
  const reader = new BetterSqlite3(copy, { readonly: true });
  try {
    const table = reader.prepare("SELECT name FROM sqlite_master WHERE name = 't'").get();
    return table ? (reader.prepare('SELECT COUNT(*) AS n FROM t').get() as { n: number }).n : 0;
  } catch (error) {
    if (error instanceof BetterSqlite3.SqliteError && /^SQLITE_(CORRUPT|NOTADB)/.test(error.code)) return null;
    throw error;
  } finally {
    reader.close();
  }
}

describe('the WAL checkpointer', () => {
  it('copies committed rows from the WAL into the database file while the writer keeps its connection', async () => {
    const { dir, path, db: writer } = walDatabase();
    writer.pragma('wal_autocheckpoint = 0');
    writer.exec('CREATE TABLE t (v TEXT)');
    const insert = writer.prepare('INSERT INTO t (v) VALUES (?)');
    writer.transaction(() => {
      for (let i = 0; i < 1000; i++) insert.run(`row ${i}`);
    })();
    // Without a checkpoint the rows are only in the WAL.
    expect(rowsInFileAlone(dir, path)).toBe(0);

    const checkpointer = startWalCheckpointer(path, 20);
    try {
      let rows: number | null = 0;
      for (let tries = 0; tries < 100 && rows !== 1000; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        rows = rowsInFileAlone(dir, path);
      }
      expect(rows).toBe(1000);
    } finally {
      await checkpointer.stop();
      writer.close();
    }
  });

  it('stops when asked, and stopping twice is harmless', async () => {
    const { path, db } = walDatabase();
    db.close();
    const checkpointer = startWalCheckpointer(path, 20);
    await checkpointer.stop();
    await checkpointer.stop();
  });
});
