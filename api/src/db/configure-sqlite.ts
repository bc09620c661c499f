import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';

/**
 * Opens the SQLite file as the api uses it. WAL lets readers run beside the writer, and synchronous=NORMAL in WAL
 * mode still keeps every committed transaction when the process is killed, which is what a 201 promises.
 */
export function configureSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new BetterSqlite3(path);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return database;
}
