import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import type { DatabaseLocation } from './open-database';

const run = promisify(execFile);

/**
 * Backs the database up into one file while the api keeps running. SQLite: SQLite's online backup API (through
 * better-sqlite3), which copies a consistent snapshot page by page and starts over if a writer changes a page it
 * already copied, so writers are never blocked. PostgreSQL: `pg_dump --format=custom`, one consistent snapshot
 * (a repeatable-read transaction), restorable with pg_restore.
 */
export async function backupDatabase(location: DatabaseLocation, file: string): Promise<void> {
  if (location.engine === 'sqlite') {
    const source = new Database(location.path, { fileMustExist: true });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
    return;
  }
  await run(postgresProgram('pg_dump'), ['--format=custom', '--no-owner', '--file', file, '--dbname', location.url]);
}

/**
 * Puts a backup in place of the database. Run it with the api stopped: a running api holds the SQLite file open,
 * and on PostgreSQL it would write between the restore's steps. SQLite: the backup is checked first (integrity
 * check), then copied next to the database and renamed over it, so a failed copy never leaves half a file;
 * the old WAL is removed, since it belongs to the replaced file. PostgreSQL: pg_restore in one transaction,
 * dropping the objects it restores first, so a failed restore leaves the database as it was.
 */
export async function restoreDatabase(location: DatabaseLocation, file: string): Promise<void> {
  if (location.engine === 'sqlite') {
    const backup = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const result = backup.pragma('integrity_check', { simple: true });
      if (result !== 'ok') throw new Error(`The backup ${file} is damaged (integrity check: ${String(result)})`);
    } finally {
      backup.close();
    }
    const incoming = `${location.path}.restoring`;
    copyFileSync(file, incoming);
    for (const suffix of ['-wal', '-shm']) {
      if (existsSync(location.path + suffix)) rmSync(location.path + suffix);
    }
    renameSync(incoming, location.path);
    return;
  }
  await run(postgresProgram('pg_restore'), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    '--dbname',
    location.url,
    file,
  ]);
}

/** PG_BIN names the folder of PostgreSQL's client programs when they are not on PATH. */
function postgresProgram(name: 'pg_dump' | 'pg_restore'): string {
  const folder = process.env.PG_BIN?.trim();
  return folder ? `${folder.replace(/\/+$/, '')}/${name}` : name;
}
