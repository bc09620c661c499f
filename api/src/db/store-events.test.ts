import type { AnalyticsEvent } from '@novavox/shared-contracts/analytics';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { type AppDatabase, openDatabase } from './open-database';

const AT = Date.parse('2026-11-02T10:00:00Z');

let database: TestDatabase;
let db: AppDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  db = await openDatabase(database.location);
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

describe('storing event batches (group commit)', () => {
  it('stores every batch sent at once, each with its counters', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, i) => db.storeEvents({ events: batch(`v${i}`), receivedAt: AT })));
    expect(await storedEvents()).toBe(200);
    expect(await countedViews()).toBe(200);
  });

  it('never stores a batch inside a transaction of the api: a rollback does not take the batch along', async () => {
    let sent!: Promise<void>;
    const failed = db.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('app_secrets').values({ name: 'in-the-transaction', value: 'x' }).execute();
        sent = db.storeEvents({ events: batch('during'), receivedAt: AT });
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    expect(await failed).toBe('rolled back');
    await sent;
    expect(await storedEvents()).toBe(5);
    expect(
      await db.db.selectFrom('app_secrets').select('name').where('name', '=', 'in-the-transaction').execute(),
    ).toEqual([]);
  });

  it('fails only the bad batch of a group; the others are stored', async () => {
    const bad = [{ name: null, page_path: '/' }] as unknown as AnalyticsEvent[];
    const results = await Promise.allSettled([
      db.storeEvents({ events: batch('first'), receivedAt: AT }),
      db.storeEvents({ events: bad, receivedAt: AT }),
      db.storeEvents({ events: batch('third'), receivedAt: AT }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/NOT NULL|null value/i);
    expect(await storedEvents()).toBe(10);
    expect(await countedViews()).toBe(10);
  });
});

describe('closing the database while batches are being stored', () => {
  it('stores every batch sent before the close, and answers each', async () => {
    const sent = Array.from({ length: 30 }, (_, i) => db.storeEvents({ events: batch(`c${i}`), receivedAt: AT }));
    await db.close();
    await Promise.all(sent);
    db = await openDatabase(database.location);
    expect(await storedEvents()).toBe(150);
  });
});
