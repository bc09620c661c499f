import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import pg from 'pg';

/**
 * Who has the database open, so that `db:restore` can refuse a database in use (docs/api-operations.md, "Backup
 * and restore"). PostgreSQL: every connection of the api's pool carries the application name below, and
 * pg_stat_activity lists them. SQLite has no such list: each process that opens the file keeps a small file beside
 * it (`<db>.in-use-<id>`), touched every HEARTBEAT_MS and removed on close; one not touched for STALE_MS belongs to
 * a process that was killed and is ignored.
 */
export const API_APPLICATION_NAME = 'novavox-api';
const HEARTBEAT_MS = 10_000;
const STALE_MS = 3 * HEARTBEAT_MS;

export interface DatabasePresence {
  /** Removes this process's mark (SQLite); nothing to do on PostgreSQL, where closing the pool is enough. */
  stop(): void;
}

/** Marks the SQLite file as open by this process until stop(). */
export function markSqliteInUse(path: string): DatabasePresence {
  if (path === ':memory:') return { stop: () => undefined };
  const mark = `${path}.in-use-${randomUUID().slice(0, 8)}`;
  writeFileSync(mark, `${JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() })}\n`);
  const timer = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(mark, now, now);
    } catch {
      // Removed by hand or the folder is gone: the next restore then sees no mark, as after a kill.
    }
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      rmSync(mark, { force: true });
    },
  };
}

/** A line for each process using the database now, for the refusal's message; none when it is free. */
export async function databaseUsers(
  location: { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string },
  now = Date.now(),
): Promise<string[]> {
  return location.engine === 'sqlite' ? sqliteUsers(location.path, now) : postgresUsers(location.url);
}

function sqliteUsers(path: string, now: number): string[] {
  const folder = dirname(path);
  const prefix = `${basename(path)}.in-use-`;
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.startsWith(prefix));
  } catch {
    return [];
  }
  const users: string[] = [];
  for (const name of names) {
    const file = join(folder, name);
    try {
      const seen = statSync(file).mtimeMs;
      if (now - seen > STALE_MS) continue;
      const { pid, host } = JSON.parse(readFileSync(file, 'utf8')) as { pid?: number; host?: string };
      users.push(`process ${pid ?? '?'} on ${host ?? '?'} (seen ${Math.round((now - seen) / 1000)} s ago)`);
    } catch {
      // A mark removed between the listing and the read: that process has just closed the database.
    }
  }
  return users;
}

async function postgresUsers(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, application_name: 'novavox-db-restore' });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; client: string | null; since: Date | null }>(
      `SELECT pid, host(client_addr) AS client, backend_start AS since FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()
        ORDER BY backend_start`,
      [API_APPLICATION_NAME],
    );
    return rows.map(
      (row) =>
        `connection ${row.pid} from ${row.client ?? 'a local socket'} (since ${row.since?.toISOString() ?? '?'})`,
    );
  } finally {
    await client.end();
  }
}
