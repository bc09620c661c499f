import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { captureLog } from '../testing/captured-log';
import { postJson, rowCount, startTestServer, type TestServer } from '../testing/start-test-server';
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable } from './database-unavailable';

const postgresLeg = inject('postgresAdminUrl') !== undefined;

describe('databaseUnavailable', () => {
  it('names the errors of a database that cannot be used now, and no others', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect(databaseUnavailable(coded('57P01', 'terminating connection due to administrator command'))).toBe(
      'unreachable',
    );
    expect(databaseUnavailable(coded('57P03', 'the database system is shutting down'))).toBe('unreachable');
    expect(databaseUnavailable(coded('ECONNREFUSED'))).toBe('unreachable');
    expect(databaseUnavailable(coded('08006'))).toBe('unreachable');
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe('unreachable');
    expect(databaseUnavailable(new Error('outer', { cause: coded('ECONNRESET') }))).toBe('unreachable');
    expect(databaseUnavailable(coded('SQLITE_FULL', 'database or disk is full'))).toBe('disk-full');
    expect(databaseUnavailable(coded('ENOSPC'))).toBe('disk-full');
    expect(databaseUnavailable(coded('SQLITE_BUSY', 'database is locked'))).toBe('unreachable');
    expect(databaseUnavailable(coded('SQLITE_BUSY_SNAPSHOT', 'database is locked'))).toBe('unreachable');
    expect(databaseUnavailable(coded('SQLITE_CONSTRAINT_UNIQUE'))).toBeNull();
    expect(databaseUnavailable(coded('23505', 'duplicate key'))).toBeNull();
    expect(databaseUnavailable(new TypeError('x is undefined'))).toBeNull();
  });
});

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const batch = (prefix: string, size: number) => ({
  events: Array.from({ length: size }, (_, i) => ({
    name: 'page_view',
    page_path: `/${prefix}-${i}`,
    visitor_id: `${prefix}-${i}`,
  })),
});

describe.runIf(!postgresLeg)('a full disk on SQLite', () => {
  it('answers 503 with Retry-After, logs a full disk as such, and serves again once there is room', async () => {
    const { lines, log } = captureLog();
    server = await startTestServer({ env: { EVENTS_RATE_LIMIT_PER_MINUTE: '100000' }, deps: { log } });
    const { db } = server.db;
    // The file may not grow past its current size: what a full disk does to SQLite (SQLITE_FULL).
    const pages = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
    await sql.raw(`PRAGMA max_page_count = ${pages.rows[0]?.page_count}`).execute(db);

    const refused: Response[] = [];
    const acknowledged: string[] = [];
    for (let i = 0; i < 40 && refused.length === 0; i++) {
      const response = await postJson(`${server.url}/events`, batch(`full${i}`, 50));
      if (response.status === 202) acknowledged.push(`full${i}`);
      else refused.push(response);
    }
    const [first] = refused;
    expect(first?.status).toBe(503);
    expect(first?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await first?.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE, message: DATABASE_UNAVAILABLE_MESSAGE });
    const diskFull = lines.filter((line) => line.database === 'disk-full');
    expect(diskFull.length).toBeGreaterThan(0);
    expect(String(diskFull[0]?.msg)).toMatch(/disk is full/);
    expect(JSON.stringify(lines)).not.toMatch(/cannot rollback/);

    await sql.raw('PRAGMA max_page_count = 1073741823').execute(db);
    expect((await postJson(`${server.url}/events`, batch('after', 50))).status).toBe(202);
    expect(await rowCount(server.db, 'analytics_events')).toBe((acknowledged.length + 1) * 50);
  });
});

describe('/health and /ready', () => {
  it('says ready with the database reachable and migrated, and not ready while a migration is missing', async () => {
    server = await startTestServer();
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, database: 'reachable', migrations: 'applied' });

    await server.db.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '004-exposures-by-visitor' as never)
      .execute();
    const pending = await fetch(`${server.url}/ready`);
    expect(pending.status).toBe(503);
    expect(await pending.json()).toMatchObject({ ok: false, migrations: 'pending' });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
