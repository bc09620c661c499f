import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import type { Database } from 'better-sqlite3';
import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import { loadApiConfig } from '../config/api-config';
import { openDatabase } from '../db/open-database';

export interface TestServer {
  url: string;
  db: Database;
  dbPath: string;
  close(): Promise<void>;
}

/** A real api on 127.0.0.1 with an ephemeral port and a fresh database in a temporary folder. */
export async function startTestServer(
  options: { env?: Record<string, string>; deps?: Partial<Omit<AppDeps, 'config' | 'db'>> } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'novavox-api-test-'));
  const dbPath = join(dir, 'novavox.db');
  const config = loadApiConfig({ API_DB_PATH: dbPath, ...options.env });
  const db = openDatabase(config.dbPath);
  const server = createAdaptorServer({ fetch: createApp({ config, db, ...options.deps }).fetch });
  // A deep accept queue: the load tests open a thousand connections at once.
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 2048 }, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    dbPath,
    close: () =>
      new Promise((resolve) => {
        const force = 'closeAllConnections' in server ? () => server.closeAllConnections() : () => undefined;
        server.close(() => {
          db.close();
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        force();
      }),
  };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function rowCount(
  db: Database,
  table: 'waitlist_signups' | 'contact_messages' | 'analytics_events' | 'phone_calls',
): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}
