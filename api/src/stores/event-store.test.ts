import { seededRandom } from '@novavox/experiment-stats/simulation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../db/open-database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { IngestEvent as AnalyticsEvent } from './event-ingest';
import { createEventStore, type EventStore } from './event-store';
import { readExperimentFigures } from './experiment-figures';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-10-01T08:00:00Z');

/** A fresh database with its event store, opened before the tests of the block that calls this, closed after. */
function freshStore() {
  const fresh = {} as { database: TestDatabase; db: AppDatabase; store: EventStore };
  beforeAll(async () => {
    fresh.database = await createTestDatabase();
    fresh.db = await openDatabase(fresh.database.location);
    fresh.store = createEventStore(fresh.db);
  });
  afterAll(async () => {
    await fresh.db.close();
    await fresh.database.drop();
  });
  return fresh;
}

interface Sent {
  event: AnalyticsEvent;
  receivedAt: number;
}

/** Traffic over 30 days: returning visitors, repeated and out-of-arm impressions, conversions before exposure. */
function traffic(seed: number, start = START): Sent[][] {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const experiments = [
    { id: 'cta_layout', variants: ['A', 'B', 'C'] },
    { id: 'testimonial_style', variants: ['A', 'B', 'C'] },
  ];
  const batches: Sent[][] = [];
  for (let day = 0; day < 30; day++) {
    for (let b = 0; b < 12; b++) {
      const receivedAt = start + day * DAY + b * 60_000;
      const batch: Sent[] = [];
      const size = 1 + Math.floor(next() * 20);
      for (let i = 0; i < size; i++) {
        const experiment = pick(experiments);
        const roll = next();
        const visitor = roll < 0.05 ? undefined : `v${Math.floor(next() * 1500)}`;
        const common = {
          experiment_id: experiment.id,
          variant_id: pick(experiment.variants),
          event_category: roll < 0.08 ? 'debug_test' : 'ab_test',
          ...(visitor ? { visitor_id: visitor } : {}),
          // Some events were queued in the browser for a while before they were sent.
          occurred_at: receivedAt - Math.floor(next() * 30) * 60 * 60 * 1000,
        };
        if (next() < 0.6) batch.push({ event: { name: 'experiment_impression', ...common }, receivedAt });
        else batch.push({ event: { name: 'experiment_conversion', ...common }, receivedAt });
        if (next() < 0.3) {
          batch.push({ event: { name: 'page_view', page_path: pick(['/', '/signup', '/tos']) }, receivedAt });
        }
      }
      batches.push(batch);
    }
  }
  return batches;
}

interface Expected {
  views: Record<string, number>;
  conversions: Record<string, number>;
}

/**
 * The counting rules applied by brute force to the list of events, in the order received, with no aggregate:
 * the reference the store's figures must equal.
 */
function recount(sent: Sent[], from: string, to: string, experimentId: string): Expected {
  const dayOf = ({ event, receivedAt }: Sent) => {
    const at = event.occurred_at ?? receivedAt;
    const trusted = at < receivedAt - 2 * DAY || at > receivedAt + 5 * 60_000 ? receivedAt : at;
    return new Date(trusted).toISOString().slice(0, 10);
  };
  const exposure = new Map<string, { variant: string; day: string; convertedOn?: string }>();
  const expected: Expected = { views: {}, conversions: {} };
  for (const item of sent) {
    const { event } = item;
    if (event.name !== 'experiment_impression' && event.name !== 'experiment_conversion') continue;
    if (event.experiment_id !== experimentId || event.event_category === 'debug_test') continue;
    const day = dayOf(item);
    if (event.name === 'experiment_impression') {
      if (event.visitor_id === undefined) {
        if (day >= from && day <= to) expected.views[event.variant_id] = (expected.views[event.variant_id] ?? 0) + 1;
      } else if (!exposure.has(event.visitor_id)) {
        exposure.set(event.visitor_id, { variant: event.variant_id, day });
      }
    } else if (event.visitor_id !== undefined) {
      const seen = exposure.get(event.visitor_id);
      // Never dated before the exposure.
      if (seen && seen.convertedOn === undefined) seen.convertedOn = [seen.day, day].sort().at(-1);
    }
  }
  for (const seen of exposure.values()) {
    if (seen.day < from || seen.day > to) continue;
    expected.views[seen.variant] = (expected.views[seen.variant] ?? 0) + 1;
    if (seen.convertedOn !== undefined && seen.convertedOn <= to) {
      expected.conversions[seen.variant] = (expected.conversions[seen.variant] ?? 0) + 1;
    }
  }
  return expected;
}

describe('the aggregates kept at ingest', () => {
  const fresh = freshStore();
  const batches = traffic(20261123);
  const sent = batches.flat();

  beforeAll(async () => {
    // In the order received, which the counting rules depend on (a conversion before its visitor's exposure does
    // not count). Batches sent at once commit in whatever order their transactions do, as across api processes.
    for (const batch of batches) {
      await fresh.store.addBatch(
        batch.map((item) => item.event),
        batch[0]?.receivedAt ?? START,
      );
    }
  });

  it.each([
    ['2026-10-01', '2026-10-30'],
    ['2026-10-01', '2026-10-01'],
    ['2026-10-10', '2026-10-17'],
    ['2026-10-20', '2026-10-30'],
    ['2026-09-30', '2026-10-05'],
  ])('give exactly the brute-force recount of the raw events for %s to %s', async (from, to) => {
    const figures = await fresh.store.experimentFigures({ from, to });
    for (const experimentId of ['cta_layout', 'testimonial_style']) {
      const expected = recount(sent, from, to, experimentId);
      const actual: Expected = { views: {}, conversions: {} };
      for (const row of figures.variants.filter((variant) => variant.experimentId === experimentId)) {
        if (row.views > 0) actual.views[row.variantId] = row.views;
        if (row.conversions > 0) actual.conversions[row.variantId] = row.conversions;
      }
      expect(actual).toEqual(expected);
      expect(Object.values(expected.views).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    }
  });

  it('add up, day by day, to the totals of the range', async () => {
    const figures = await fresh.store.experimentFigures({ from: '2026-10-01', to: '2026-10-30' });
    for (const total of figures.variants) {
      const days = figures.daily.filter(
        (day) => day.experimentId === total.experimentId && day.variantId === total.variantId,
      );
      expect(days.reduce((sum, day) => sum + day.views, 0)).toBe(total.views);
      expect(days.reduce((sum, day) => sum + day.conversions, 0)).toBe(total.conversions);
    }
  });

  it('count page views per path and day', async () => {
    const expected = new Map<string, number>();
    for (const { event, receivedAt } of sent) {
      const day = new Date(receivedAt).toISOString().slice(0, 10);
      if (event.name === 'page_view' && day >= '2026-10-05' && day <= '2026-10-09') {
        expected.set(event.page_path, (expected.get(event.page_path) ?? 0) + 1);
      }
    }
    const { total, rows } = await fresh.store.pageViews({ from: '2026-10-05', to: '2026-10-09' }, 10);
    expect(Object.fromEntries(rows.map((row) => [row.path, row.views]))).toEqual(Object.fromEntries(expected));
    expect(total).toBe([...expected.values()].reduce((a, b) => a + b, 0));
  });

  it.each([
    ['2026-10-01', '2026-10-30'],
    ['2026-10-10', '2026-10-17'],
    ['2026-10-01', '2026-10-12'],
  ])('count the visitors seen in two arms as their visitor rows do, for %s to %s', async (from, to) => {
    // The reference: one row per visitor in experiment_metric_visitors, counted here.
    const rows = await fresh.db.db.selectFrom('experiment_metric_visitors').selectAll().execute();
    const expected: Record<string, number> = {};
    for (const row of rows) {
      if (row.exposed_on < from || row.exposed_on > to || row.day > to) continue;
      const id = `${row.experiment_id} ${row.variant_id} ${row.metric_id}`;
      expected[id] = (expected[id] ?? 0) + 1;
    }
    const counted = await fresh.store.metricVisitors({ from, to });
    expect(
      Object.fromEntries(counted.map((r) => [`${r.experimentId} ${r.variantId} ${r.metricId}`, r.visitors])),
    ).toEqual(expected);
    expect(Object.keys(expected).every((id) => id.endsWith(' crossover'))).toBe(true);
    expect(Object.values(expected).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it('survive the pruning of old raw events, which only the audit trail loses', async () => {
    const before = await readExperimentFigures(fresh.db.db, { from: '2026-10-01', to: '2026-10-30' });
    const deleted = await fresh.store.pruneRawEvents('2026-10-15');
    expect(deleted).toBeGreaterThan(0);
    const left = await fresh.db.db
      .selectFrom('analytics_events')
      .select('occurred_on')
      .orderBy('occurred_on')
      .executeTakeFirst();
    expect((left?.occurred_on ?? '') >= '2026-10-15').toBe(true);
    expect(await readExperimentFigures(fresh.db.db, { from: '2026-10-01', to: '2026-10-30' })).toEqual(before);
  });
});

describe('the figures of the last days, read while they fill up', () => {
  const fresh = freshStore();

  // Thirty days up to today, read while events still arrive for the last of them.
  const batches = traffic(20261125, Date.now() - 29 * DAY - 12 * 60 * 60 * 1000);
  const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);
  const ranges = [
    { from: daysAgo(29), to: daysAgo(0) },
    { from: daysAgo(10), to: daysAgo(0) },
    { from: daysAgo(20), to: daysAgo(8) },
    { from: daysAgo(2), to: daysAgo(0) },
  ];
  const sent: Sent[] = [];
  const send = async (some: Sent[][]) => {
    for (const batch of some) {
      await fresh.store.addBatch(
        batch.map((item) => item.event),
        batch[0]?.receivedAt ?? START,
      );
      sent.push(...batch);
    }
  };
  const expectRecount = async (reader = fresh.store) => {
    for (const range of ranges) {
      const figures = await reader.experimentFigures(range);
      for (const experimentId of ['cta_layout', 'testimonial_style']) {
        const actual: Expected = { views: {}, conversions: {} };
        for (const row of figures.variants.filter((variant) => variant.experimentId === experimentId)) {
          if (row.views > 0) actual.views[row.variantId] = row.views;
          if (row.conversions > 0) actual.conversions[row.variantId] = row.conversions;
        }
        expect(actual, `${experimentId} ${range.from} to ${range.to}`).toEqual(
          recount(sent, range.from, range.to, experimentId),
        );
      }
    }
  };

  it('equal the brute-force recount while the last days fill up, read after read', async () => {
    const split = batches.length - 3 * 12;
    await send(batches.slice(0, split));
    await expectRecount();
    await expectRecount();
    await send(batches.slice(split));
    await expectRecount();
  });

  it('are read by each api process, which sees the events another one stores in the last days at once', async () => {
    // A second handle on the same database, as a second api process has.
    const other = await openDatabase(fresh.database.location);
    try {
      const otherStore = createEventStore(other);
      await expectRecount(otherStore);
      // Sent now, as browsers send them: dated by their own clocks within the last two days.
      const now = Date.now();
      const recent = traffic(9, now - 29 * DAY - 12 * 60 * 60 * 1000)
        .slice(-12)
        .map((batch) => batch.map((item) => ({ ...item, receivedAt: now })));
      await send(recent);
      await expectRecount(otherStore);
      await expectRecount();
    } finally {
      await other.close();
    }
  });

  it('take in at once events that reach an older day later (a clock set back)', async () => {
    await expectRecount();
    const late = traffic(7, Date.now() - 40 * DAY).slice(12 * 15, 12 * 16);
    await send(late);
    expect(late.flat().every((item) => item.receivedAt < Date.now() - 20 * DAY)).toBe(true);
    await expectRecount();
  });
});
