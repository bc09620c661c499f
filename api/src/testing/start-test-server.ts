import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { AppDeps } from '../app-deps';
import { bootApi } from '../boot-api';
import { loadApiConfig } from '../config/api-config';
import type { AppKysely } from '../db/database-schema';
import type { AppDatabase } from '../db/open-database';
import { httpServerOptions } from '../http/server-options';
import { TEST_VISITOR_ID_SECRET } from './signed-visitors';
import { createTestDatabase } from './test-database';

export interface TestServer {
  url: string;
  /** The app's own database handle, for assertions on what was stored. */
  db: AppDatabase;
  /** The environment that points another api process (server.ts) at the same database. */
  databaseEnv: Record<string, string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  deps?: Partial<Omit<AppDeps, 'config' | 'db' | 'linkSecret' | 'visitorSecret'>>;
}

/** A real api on 127.0.0.1 with an ephemeral port and a fresh database (SQLite, or PostgreSQL in that leg). */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  // Request lines would bury the test report; a test that reads the log passes a logger of its own.
  // Visitor ids signed with a known secret, so tests can make visitors that count (signed-visitors.ts).
  const config = loadApiConfig({
    LOG_LEVEL: 'warn',
    VISITOR_ID_SECRET: TEST_VISITOR_ID_SECRET,
    ...database.env,
    ...options.env,
  });
  const api = await bootApi(config, options.deps);
  const { db } = api;
  const server = createAdaptorServer({ fetch: api.app.fetch, serverOptions: httpServerOptions(config.bodyTimeoutMs) });
  // A deep accept queue: the load tests open a thousand connections at once.
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 2048 }, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    databaseEnv: database.env,
    close: () =>
      new Promise((resolve, reject) => {
        const force = 'closeAllConnections' in server ? () => server.closeAllConnections() : () => undefined;
        server.close(() => {
          api
            .close()
            .then(() => database.drop())
            .then(resolve, reject);
        });
        force();
      }),
  };
}

/**
 * One test api for the tests of the enclosing file or describe block: started before them (before each one, with
 * `each`) and closed after. The handle it returns always reads the server of the moment, so it is declared once.
 */
export function useTestServer(options: TestServerOptions = {}, when: 'all' | 'each' = 'all'): TestServer {
  let current: TestServer | undefined;
  const started = () => {
    if (!current) throw new Error('The test server is started by a before hook: use it inside a test.');
    return current;
  };
  (when === 'all' ? beforeAll : beforeEach)(async () => {
    current = await startTestServer(options);
  });
  (when === 'all' ? afterAll : afterEach)(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get url() {
      return started().url;
    },
    get db() {
      return started().db;
    },
    get databaseEnv() {
      return started().databaseEnv;
    },
    close: async () => {
      const server = started();
      current = undefined;
      await server.close();
    },
  };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

type CountedTable =
  | 'waitlist_signups'
  | 'contact_messages'
  | 'contact_modal_messages'
  | 'analytics_events'
  | 'phone_calls'
  | 'experiment_exposures'
  | 'experiment_daily_views'
  | 'experiment_daily_conversions'
  | 'page_views_daily'
  | 'waitlist_changes'
  | 'mail_outbox';

export async function rowCount(db: AppDatabase | AppKysely, table: CountedTable): Promise<number> {
  const kysely = 'db' in db ? db.db : db;
  const row = await kysely.selectFrom(table).select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
