import { expect, it } from 'vitest';
import { createEventStore } from '../../stores/event-store';
import { databaseSeededAt } from '../../testing/earlier-database';
import { openDatabase } from '../open-database';

it('counts the metric visitors an earlier api stored, by exposure day and day', async () => {
  const location = await databaseSeededAt('010-contact-modal-messages', async (earlier) => {
    const row = (visitor: string, variant: string, metric: string, exposedOn: string, day: string) => ({
      visitor_id: visitor,
      experiment_id: 'cta_layout',
      metric_id: metric,
      variant_id: variant,
      exposed_on: exposedOn,
      day,
    });
    await earlier
      .insertInto('experiment_metric_visitors')
      .values([
        row('v1', 'A', 'contact_sent', '2026-11-01', '2026-11-01'),
        row('v2', 'A', 'contact_sent', '2026-11-01', '2026-11-01'),
        row('v3', 'A', 'contact_sent', '2026-11-01', '2026-11-04'),
        row('v1', 'A', 'crossover', '2026-11-01', '2026-11-02'),
        row('v4', 'B', 'contact_sent', '2026-11-02', '2026-11-02'),
        row('v5', 'B', 'contact_sent', '2026-10-31', '2026-11-01'),
      ])
      .execute();
  });

  const database = await openDatabase(location);
  try {
    const store = createEventStore(database);
    const byKey = async (from: string, to: string) =>
      Object.fromEntries(
        (await store.metricVisitors({ from, to })).map((r) => [`${r.variantId} ${r.metricId}`, r.visitors]),
      );
    // By hand: the range's cohort is exposed in it and counted by its last day (v5 was exposed before 1 Nov;
    // v3 is counted on 4 Nov).
    expect(await byKey('2026-11-01', '2026-11-03')).toEqual({
      'A contact_sent': 2,
      'A crossover': 1,
      'B contact_sent': 1,
    });
    expect(await byKey('2026-11-01', '2026-11-30')).toEqual({
      'A contact_sent': 3,
      'A crossover': 1,
      'B contact_sent': 1,
    });
    expect(await byKey('2026-10-31', '2026-10-31')).toEqual({});
    expect(await byKey('2026-10-31', '2026-11-01')).toEqual({ 'A contact_sent': 2, 'B contact_sent': 1 });
  } finally {
    await database.close();
  }
});
