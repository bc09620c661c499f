import { expect, it } from 'vitest';
import { createEventStore } from '../../stores/event-store';
import { databaseSeededAt } from '../../testing/earlier-database';
import { openDatabase } from '../open-database';

it("counts each stored run's exposures received at or after its start", async () => {
  const location = await databaseSeededAt('012-sealed-sign-in-mail', async (earlier) => {
    const state = (json: Record<string, unknown>, id: string) => ({
      experiment_id: id,
      state_json: JSON.stringify(json),
      version: 1,
      updated_at: '2026-11-25T12:00:00.000Z',
    });
    await earlier
      .insertInto('experiment_states')
      .values([
        state({ status: 'running', runId: 'r2', startedAt: '2026-11-25T12:00:00.000Z', weights: {} }, 'cta_layout'),
        state({ status: 'not_started' }, 'subheadline'),
      ])
      .execute();
    const exposure = (visitor: string, variant: string, at: string | null, day: string, converted: boolean) => ({
      visitor_id: visitor,
      experiment_id: 'cta_layout',
      variant_id: variant,
      exposed_on: day,
      exposed_at: at,
      converted_on: converted ? day : null,
    });
    await earlier
      .insertInto('experiment_exposures')
      .values([
        // Before the start, the same day: the earlier run's.
        exposure('v1', 'A', '2026-11-25T11:59:59.999Z', '2026-11-25', true),
        exposure('v2', 'B', '2026-11-25T08:00:00.000Z', '2026-11-25', false),
        // At and after the start.
        exposure('v3', 'A', '2026-11-25T12:00:00.000Z', '2026-11-25', true),
        exposure('v4', 'A', '2026-11-25T13:00:00.000Z', '2026-11-25', false),
        exposure('v5', 'B', '2026-11-26T09:00:00.000Z', '2026-11-26', false),
        // No receive time kept: the start's day is left out, a later day is in.
        exposure('v6', 'B', null, '2026-11-25', false),
        exposure('v7', 'B', null, '2026-11-27', true),
      ])
      .execute();
    await earlier
      .insertInto('experiment_exposures')
      .values({ ...exposure('v8', 'A', '2026-11-26T00:00:00.000Z', '2026-11-26', false), experiment_id: 'subheadline' })
      .execute();
  });

  const database = await openDatabase(location);
  try {
    const store = createEventStore(database);
    const figures = await store.runFigures(new Map([['cta_layout', 'r2']]));
    // By hand: A v3 (converted) and v4; B v5 and v7 (converted).
    expect(Object.fromEntries(figures)).toEqual({
      cta_layout: { A: { views: 2, conversions: 1 }, B: { views: 2, conversions: 1 } },
    });
    expect(await database.db.selectFrom('experiment_run_counters').select('experiment_id').execute()).toHaveLength(2);
  } finally {
    await database.close();
  }
});
