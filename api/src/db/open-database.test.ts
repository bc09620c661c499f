import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventStore } from '../stores/event-store';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { type AppDatabase, openDatabase } from './open-database';

let database: TestDatabase;
const opened: AppDatabase[] = [];
async function open(): Promise<AppDatabase> {
  const db = await openDatabase(database.location);
  opened.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
  await database?.drop();
});

describe('openDatabase', () => {
  it('creates every table, migrates once and keeps rows across reopening', async () => {
    database = await createTestDatabase();
    const first = await open();
    await first.db
      .insertInto('contact_messages')
      .values({
        first_name: 'a',
        last_name: 'b',
        name: 'a b',
        email: 'a@b.co',
        phone: '1234567',
        message: 'hello there',
        created_at: 'now',
      })
      .execute();
    await first.close();
    opened.length = 0;

    const again = await open();
    const rows = await again.db.selectFrom('contact_messages').select('name').execute();
    expect(rows).toEqual([{ name: 'a b' }]);
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(again.db);
    expect(applied.rows.map((row) => row.name)).toEqual([
      '001-initial-schema',
      '002-experiment-aggregates',
      '003-signup-lifecycle',
      '004-exposures-by-visitor',
      '005-abuse-limits',
      '006-experiment-states',
      '007-team-sign-in',
      '008-server-conversions',
      '010-contact-modal-messages',
      '011-metric-visitor-counters',
      '012-sealed-sign-in-mail',
      '013-experiment-run-counters',
      '014-copy-experiments',
      '015-experiment-watch',
      '018-experiment-memory',
      '019-webhook-deliveries',
      '020-experiment-segments',
      '021-share-links',
    ]);
  });

  it('refuses a database migrated by a newer api', async () => {
    database = await createTestDatabase();
    const db = await open();
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('999-from-the-future', 'x')`.execute(db.db);
    await expect(openDatabase(database.location)).rejects.toThrow(/newer api/);
  });
});

describe('on PostgreSQL', () => {
  it('survives the server ending an idle connection, and reconnects on the next query', async (context) => {
    database = await createTestDatabase();
    if (database.location.engine !== 'postgres') context.skip();
    const db = await open();
    // Two connections at once, so that one of them sits idle in the pool afterwards.
    await Promise.all([sql`SELECT pg_sleep(0.05)`.execute(db.db), sql`SELECT pg_sleep(0.05)`.execute(db.db)]);
    // Every other connection to this database, as a server restart would end them.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(db.db);
    const ended = await sql`SELECT pg_terminate_backend(pg_backend_pid())`
      .execute(db.db)
      .catch((error: Error) => error);
    expect(ended).toBeInstanceOf(Error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await sql<{ one: number }>`SELECT 1 AS one`.execute(db.db);
    expect(after.rows).toEqual([{ one: 1 }]);
  });
});

/** The schema the api shipped with before the query layer (PRAGMA user_version 1), verbatim. */
const LEGACY_SCHEMA = `
  CREATE TABLE waitlist_signups (id INTEGER PRIMARY KEY, email_key TEXT NOT NULL UNIQUE, email TEXT NOT NULL,
    first_name TEXT NOT NULL, last_name TEXT NOT NULL, name TEXT NOT NULL, phone TEXT, interest TEXT,
    receive_updates INTEGER NOT NULL, source TEXT NOT NULL, submissions INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
  CREATE TABLE contact_messages (id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE analytics_events (id INTEGER PRIMARY KEY, name TEXT NOT NULL, occurred_at TEXT NOT NULL,
    occurred_on TEXT NOT NULL, visitor_id TEXT, experiment_id TEXT, variant_id TEXT, event_category TEXT,
    event_label TEXT, page_path TEXT, page_title TEXT, form TEXT, source TEXT, received_at TEXT NOT NULL);
  CREATE INDEX analytics_events_by_day ON analytics_events (occurred_on, name);
  CREATE TABLE phone_calls (id INTEGER PRIMARY KEY, user_id TEXT NOT NULL, interview_id TEXT,
    phone_number TEXT NOT NULL, client_address TEXT NOT NULL, status TEXT NOT NULL, platform_call_id TEXT,
    created_at_ms INTEGER NOT NULL);
  CREATE INDEX phone_calls_by_number ON phone_calls (phone_number, created_at_ms);
  CREATE INDEX phone_calls_by_address ON phone_calls (client_address, created_at_ms);
  CREATE INDEX phone_calls_by_user ON phone_calls (user_id, created_at_ms);
  PRAGMA user_version = 1;`;

type Stored = [
  name: string,
  day: string,
  visitor: string | null,
  experiment: string | null,
  variant: string | null,
  category?: string,
];

/** Events as an earlier api stored them, in the order received. */
const legacyEvents: Stored[] = [
  ['experiment_impression', '2026-11-01', 'v1', 'cta_layout', 'A'],
  ['experiment_impression', '2026-11-02', 'v1', 'cta_layout', 'B'],
  ['experiment_conversion', '2026-11-03', 'v1', 'cta_layout', 'B'],
  ['experiment_conversion', '2026-11-04', 'v1', 'cta_layout', 'A'],
  ['experiment_conversion', '2026-11-01', 'v2', 'cta_layout', 'B'],
  ['experiment_impression', '2026-11-02', 'v2', 'cta_layout', 'B'],
  ['experiment_impression', '2026-11-02', null, 'cta_layout', 'C'],
  ['experiment_impression', '2026-11-02', null, 'cta_layout', 'C'],
  ['experiment_impression', '2026-11-03', 'v3', 'cta_layout', 'C', 'debug_test'],
  ['experiment_conversion', '2026-11-03', 'v3', 'cta_layout', 'C', 'debug_test'],
  ['page_view', '2026-11-02', 'v1', null, null],
  ['page_view', '2026-11-02', 'v2', null, null],
];

describe('an SQLite file written by the earlier api', () => {
  it('keeps its rows and gets aggregates that match the stored events', async (context) => {
    database = await createTestDatabase();
    if (database.location.engine !== 'sqlite') context.skip();
    const legacy = new BetterSqlite3(database.location.engine === 'sqlite' ? database.location.path : '');
    legacy.exec(LEGACY_SCHEMA);
    legacy
      .prepare(
        "INSERT INTO waitlist_signups (email_key, email, first_name, last_name, name, receive_updates, source, created_at, updated_at) VALUES ('ada@example.com', 'Ada@example.com', 'Ada', 'L', 'Ada L', 1, 'general', 't', 't')",
      )
      .run();
    const insert = legacy.prepare(
      'INSERT INTO analytics_events (name, occurred_at, occurred_on, visitor_id, experiment_id, variant_id, event_category, page_path, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const [name, day, visitor, experiment, variant, category] of legacyEvents) {
      const page = name === 'page_view' ? '/' : null;
      insert.run(
        name,
        `${day}T10:00:00.000Z`,
        day,
        visitor,
        experiment,
        variant,
        category ?? (experiment ? 'ab_test' : null),
        page,
        `${day}T10:00:01.000Z`,
      );
    }
    legacy.close();

    const db = await open();
    expect(await db.db.selectFrom('waitlist_signups').select('email').execute()).toEqual([
      { email: 'Ada@example.com' },
    ]);
    const figures = await createEventStore(db).experimentFigures({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    // By hand: v1 exposed to A on 1 Nov, converts (first conversion after the exposure) on 3 Nov; v2's conversion
    // came before any impression, so it is not counted; the two anonymous C impressions are two visitors; the
    // debug page's events count nothing.
    expect(figures.variants.sort((a, b) => a.variantId.localeCompare(b.variantId))).toEqual([
      { experimentId: 'cta_layout', variantId: 'A', views: 1, conversions: 1 },
      { experimentId: 'cta_layout', variantId: 'B', views: 1, conversions: 0 },
      { experimentId: 'cta_layout', variantId: 'C', views: 2, conversions: 0 },
    ]);
    expect(figures.daily.filter((day) => day.conversions > 0)).toEqual([
      { experimentId: 'cta_layout', variantId: 'A', day: '2026-11-03', views: 0, conversions: 1 },
    ]);
    expect(figures.firstSeen.get('cta_layout')).toBe('2026-11-01T10:00:00.000Z');
    expect(await createEventStore(db).pageViews({ from: '2026-11-02', to: '2026-11-02' }, 10)).toEqual({
      total: 2,
      rows: [{ path: '/', views: 2 }],
    });

    // The exposures the backfill found survive the table's rebuild: v1 seen again changes nothing, v2 (exposed to
    // B on 2 Nov) now converts once, and a conversion by v1 again counts nothing more.
    const store = createEventStore(db);
    const at = Date.parse('2026-11-05T12:00:00.000Z');
    const event = { experiment_id: 'cta_layout', event_category: 'ab_test', occurred_at: at } as const;
    await store.addBatch(
      [
        { name: 'experiment_impression', ...event, variant_id: 'C', visitor_id: 'v1' },
        { name: 'experiment_conversion', ...event, variant_id: 'B', visitor_id: 'v2' },
        { name: 'experiment_conversion', ...event, variant_id: 'A', visitor_id: 'v1' },
      ],
      at,
    );
    const after = await store.experimentFigures({ from: '2026-11-01', to: '2026-11-30' });
    expect(after.variants.sort((a, b) => a.variantId.localeCompare(b.variantId))).toEqual([
      { experimentId: 'cta_layout', variantId: 'A', views: 1, conversions: 1 },
      { experimentId: 'cta_layout', variantId: 'B', views: 1, conversions: 1 },
      { experimentId: 'cta_layout', variantId: 'C', views: 2, conversions: 0 },
    ]);
  });
});
