import type { AnalyticsEvent } from '@novavox/contracts-api/analytics';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../db/open-database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createEventStore, type EventStore } from './event-store';

const AT = Date.parse('2026-11-02T10:00:00Z');

let database: TestDatabase;
let db: AppDatabase;
let store: EventStore;
beforeEach(async () => {
  database = await createTestDatabase();
  db = await openDatabase(database.location);
  store = createEventStore(db);
});
afterEach(async () => {
  await db.close().catch(() => undefined);
  await database.drop();
});

function batch(visitor: string, size = 5): AnalyticsEvent[] {
  return Array.from({ length: size }, (_, i) => ({
    name: 'experiment_impression',
    experiment_id: 'cta_layout',
    variant_id: 'B',
    event_category: 'ab_test',
    visitor_id: `${visitor}-${i}`,
  }));
}

async function storedEvents(): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM analytics_events`.execute(db.db);
  return Number(rows[0]?.n);
}

async function countedViews(): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT COALESCE(SUM(views), 0) AS n FROM experiment_daily_views`.execute(
    db.db,
  );
  return Number(rows[0]?.n);
}

describe('storing event batches, each in a transaction of its own', () => {
  it('stores every batch sent at once, each with its counters', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, i) => store.addBatch(batch(`v${i}`), AT)));
    expect(await storedEvents()).toBe(200);
    expect(await countedViews()).toBe(200);
  });

  it('never stores a batch inside another transaction of the api: its rollback does not take the batch along', async () => {
    let sent!: Promise<number>;
    const failed = db.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('app_secrets').values({ name: 'in-the-transaction', value: 'x' }).execute();
        sent = store.addBatch(batch('during'), AT);
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    expect(await failed).toBe('rolled back');
    expect(await sent).toBe(5);
    expect(await storedEvents()).toBe(5);
    expect(
      await db.db.selectFrom('app_secrets').select('name').where('name', '=', 'in-the-transaction').execute(),
    ).toEqual([]);
  });

  it('fails only the bad batch of those sent at once; the others are stored', async () => {
    const bad = [{ name: null, page_path: '/' }] as unknown as AnalyticsEvent[];
    const results = await Promise.allSettled([
      store.addBatch(batch('first'), AT),
      store.addBatch(bad, AT),
      store.addBatch(batch('third'), AT),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/NOT NULL|null value/i);
    expect(await storedEvents()).toBe(10);
    expect(await countedViews()).toBe(10);
  });

  it('stores an event that appears twice in one batch under one id once, and counts it once', async () => {
    const [event] = batch('twice', 1);
    if (!event) throw new Error('no event');
    expect(
      await store.addBatch(
        [
          { ...event, event_id: 'e-1' },
          { ...event, event_id: 'e-1' },
        ],
        AT,
      ),
    ).toBe(2);
    expect(await storedEvents()).toBe(1);
    expect(await countedViews()).toBe(1);
  });
});
