import type { AnalyticsEvent } from '@novavox/contracts-api/analytics';
import { waitFor } from '@novavox/contracts-site/wait-until';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { eachTestDatabase } from '../testing/test-database';
import { createEventStore, type EventStore } from './event-store';

const AT = Date.parse('2026-11-02T10:00:00Z');

const db = eachTestDatabase();
let store: EventStore;
beforeEach(() => {
  store = createEventStore(db);
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

describe('concurrent batches on PostgreSQL, which locks the counter rows each batch adds to', () => {
  const impression = (variant: 'A' | 'B', visitor: string): AnalyticsEvent => ({
    name: 'experiment_impression',
    experiment_id: 'cta_layout',
    variant_id: variant,
    event_category: 'ab_test',
    visitor_id: visitor,
  });
  const pageView = (path: string): AnalyticsEvent => ({ name: 'page_view', page_path: path });

  async function sessionsWaitingOnLocks(): Promise<number> {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db.db);
    return Number(rows[0]?.n);
  }
  const until = (sessions: number) =>
    waitFor(async () => (await sessionsWaitingOnLocks()) >= sessions, {
      timeoutMs: 60_000,
      intervalMs: 10,
      what: `${sessions} sessions waiting on a lock`,
    });

  // The first counter row of the statement, and a segment row (the statement's last table but one).
  it.for([
    [
      'a daily views row',
      sql`SELECT views FROM experiment_daily_views
        WHERE experiment_id = 'cta_layout' AND variant_id = 'A' FOR UPDATE`,
    ],
    [
      'a segment row',
      sql`SELECT views FROM experiment_segment_counters
        WHERE experiment_id = 'cta_layout' AND dimension = 'device' AND variant_id = 'A' FOR UPDATE`,
    ],
  ] as const)(
    'commits two batches that touch the same counters in opposite order while %s is held, with exact totals',
    async ([, held], context) => {
      if (db.engine !== 'postgres') context.skip();
      // Within a run, so each new visitor adds to a segment row per dimension too, after the run counters.
      const runs = new Map([['cta_layout', 'run-1']]);
      await store.addBatch(
        [impression('A', 'seed-1'), impression('B', 'seed-2'), pageView('/a'), pageView('/b')],
        AT,
        runs,
        'phone',
      );
      // Another transaction holds a counter row, so both batches reach their counters while it is held,
      // the first to arrive queued first: taking the rows in arrival order, the second batch would hold B's row
      // and wait for A's, which the first batch gets next before it waits for B's (a deadlock, and one batch fails).
      let first!: Promise<number>;
      let second!: Promise<number>;
      await db.db.transaction().execute(async (trx) => {
        await held.execute(trx);
        first = store.addBatch(
          [impression('A', 'first-1'), impression('B', 'first-2'), pageView('/a'), pageView('/b')],
          AT,
          runs,
          'phone',
        );
        await until(1);
        second = store.addBatch(
          [pageView('/b'), pageView('/a'), impression('B', 'second-1'), impression('A', 'second-2')],
          AT,
          runs,
          'phone',
        );
        await until(2);
        // Both wait in the one statement that adds every counter, after the rest of their batch is written.
        const { rows } = await sql<{ query: string }>`SELECT query FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(trx);
        expect(rows.map((row) => row.query.slice(0, row.query.indexOf('(')).trim())).toEqual([
          'WITH metric_visitors AS',
          'WITH metric_visitors AS',
        ]);
      });
      const results = await Promise.allSettled([first, second]);
      expect(results).toEqual([
        { status: 'fulfilled', value: 4 },
        { status: 'fulfilled', value: 4 },
      ]);
      const views = await db.db
        .selectFrom('experiment_daily_views')
        .select(['variant_id', 'views'])
        .orderBy('variant_id')
        .execute();
      expect(views.map((row) => [row.variant_id, Number(row.views)])).toEqual([
        ['A', 3],
        ['B', 3],
      ]);
      const pages = await db.db.selectFrom('page_views_daily').select(['path', 'views']).orderBy('path').execute();
      expect(pages.map((row) => [row.path, Number(row.views)])).toEqual([
        ['/a', 3],
        ['/b', 3],
      ]); // Three visitors per arm, each counted once in each dimension: phone, no source given, no landing route given.
      const segments = await db.db
        .selectFrom('experiment_segment_counters')
        .select(['dimension', 'segment', 'variant_id', 'views'])
        .where('run_id', '=', 'run-1')
        .orderBy('dimension')
        .orderBy('variant_id')
        .execute();
      expect(segments.map((row) => [row.dimension, row.segment, row.variant_id, Number(row.views)])).toEqual([
        ['device', 'phone', 'A', 3],
        ['device', 'phone', 'B', 3],
        ['landing', 'unknown', 'A', 3],
        ['landing', 'unknown', 'B', 3],
        ['source', 'unknown', 'A', 3],
        ['source', 'unknown', 'B', 3],
      ]);
    },
  );
});
