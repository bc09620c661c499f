import { execFile } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, fchmodSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { databaseUsers } from './database-presence';
import type { DatabaseLocation } from './open-database';

const run = promisify(execFile);

/**
 * Backs the database up into one file while the api keeps running. SQLite: SQLite's online backup API (through
 * better-sqlite3), which copies a consistent snapshot page by page and starts over if a writer changes a page it
 * already copied, so writers are never blocked. PostgreSQL: `pg_dump --format=custom`, one consistent snapshot
 * (a repeatable-read transaction), restorable with pg_restore.
 */
export async function backupDatabase(location: DatabaseLocation, file: string): Promise<void> {
  createPrivateFile(file);
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
 * A backup holds e-mail addresses and the link-signing secret: the file is made empty, 0600, before anything is
 * written into it (pg_dump and SQLite then write into it and keep its mode; SQLite gives its journal the same), and
 * a folder that does not exist yet is made 0700. An existing folder is left as it is: it may be shared (/tmp).
 */
function createPrivateFile(file: string): void {
  const folder = dirname(file);
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  const fd = openSync(file, 'w', 0o600);
  try {
    // An existing file keeps its mode through open(): set it.
    fchmodSync(fd, 0o600);
  } finally {
    closeSync(fd);
  }
}

/**
 * Puts a backup in place of the database. Refused while an api process has the database open (database-presence.ts):
 * a running api holds the SQLite file open and keeps writing to the file renamed away, and on PostgreSQL it would
 * write between the restore's steps, so the restore would report success and lose data. `force` restores anyway. SQLite: the backup is checked first (integrity
 * check), then copied next to the database and renamed over it, so a failed copy never leaves half a file;
 * the old WAL is removed, since it belongs to the replaced file. PostgreSQL: pg_restore in one transaction,
 * dropping the objects it restores first, so a failed restore leaves the database as it was.
 */
export async function restoreDatabase(
  location: DatabaseLocation,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  const users = force ? [] : await databaseUsers(location);
  if (users.length > 0) {
    throw new Error(
      `The database is in use by the api (${users.join('; ')}): stop every api process first, or pass --force to restore anyway`,
    );
  }
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
