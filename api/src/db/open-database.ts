import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { applyMigrations } from './migrations';

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to date. WAL lets readers (stats,
 * export) run beside the writer; synchronous=NORMAL in WAL mode still keeps every committed transaction
 * when the process is killed, which is what a 201 promises.
 */
export function openDatabase(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  applyMigrations(db);
  return db;
}
