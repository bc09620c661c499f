import { type AbStatsRun, abStatsResponseSchema } from '@novavox/contracts-api/ab-stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../testing/start-test-server';

/**
 * Issue 44, item 4: a run keeps the plan it started with (the dashboard tunes N* of its verdict from it), the plan
 * travels with the run's figures, and a new plan starts a new run. Both engines (the suite's PostgreSQL leg).
 */
const TOKEN = 'a-long-enough-admin-token';
const bearer = { Authorization: `Bearer ${TOKEN}` };
const EXPERIMENT = 'cta_layout';
let api: TestServer;
let clock = Date.parse('2026-11-21T12:00:00.000Z');

beforeAll(async () => {
  api = await startTestServer({ env: { ADMIN_TOKEN: TOKEN }, deps: { now: () => clock } });
});
afterAll(() => api.close());

const change = (action: string, body: unknown = {}) =>
  postJson(`${api.url}/admin/experiments/${EXPERIMENT}/${action}`, body, bearer);

/** The run the dashboard reads, checked against the shared schema. */
async function run(): Promise<AbStatsRun | null | undefined> {
  const response = await fetch(`${api.url}/analytics/ab-stats`, { headers: bearer });
  expect(response.status).toBe(200);
  const body = abStatsResponseSchema.parse(await response.json());
  if (Array.isArray(body)) throw new Error('the api never sends the legacy body');
  return body.experiments?.find((experiment) => experiment.id === EXPERIMENT)?.run;
}

async function state() {
  const document = (await (await fetch(`${api.url}/experiments/state`)).json()) as {
    experiments: Record<string, { status: string; runId?: string; startedAt?: string; plan?: unknown }>;
  };
  return document.experiments[EXPERIMENT];
}

const later = (minutes: number) => {
  clock += minutes * 60_000;
};

describe("a run's plan", () => {
  it('is fixed when the run starts, kept through pause and resume, sent with the run; a new plan is a new run', async () => {
    const planned = { baselineRate: 0.03, minimumDetectableEffect: 0.1 };
    expect((await change('start', { plan: planned, reason: 'planned at 3 %' })).status).toBe(201);
    const first = await state();
    expect(first).toMatchObject({ status: 'running', plan: planned });
    expect(await run()).toMatchObject({ startedAt: first?.startedAt, plan: planned });

    later(60);
    expect((await change('pause')).status).toBe(201);
    later(60);
    expect((await change('resume')).status).toBe(201);
    // The same run: same id, same start, same plan.
    expect(await state()).toEqual(first);
    expect(await run()).toMatchObject({ startedAt: first?.startedAt, plan: planned });

    later(60);
    const weights = { A: 1, B: 1, C: 0 };
    expect((await change('weights', { weights })).status).toBe(201);
    const reweighted = await state();
    // New weights: a new run, on the same plan.
    expect(reweighted).toMatchObject({ status: 'running', weights, plan: planned });
    expect(reweighted?.runId).not.toBe(first?.runId);

    later(60);
    const replanned = { baselineRate: 0.03, minimumDetectableEffect: 0.2 };
    const response = await change('plan', { plan: replanned, reason: 'a smaller test' });
    expect(response.status).toBe(201);
    const second = await state();
    expect(second).toMatchObject({ status: 'running', weights, plan: replanned });
    expect(second?.runId).not.toBe(reweighted?.runId);
    expect(second?.startedAt).toBe(new Date(clock).toISOString());
    expect(await run()).toMatchObject({ startedAt: second?.startedAt, plan: replanned });

    // The change log keeps the plan before and after.
    const history = (await (
      await fetch(`${api.url}/admin/experiments/${EXPERIMENT}/history`, { headers: bearer })
    ).json()) as {
      changes: { action: string; before: { plan?: unknown }; after: { plan?: unknown } }[];
    };
    expect(history.changes.at(-1)).toMatchObject({
      action: 'plan',
      before: { plan: planned },
      after: { plan: replanned },
    });

    // Concluding keeps the concluded run's plan with its figures.
    later(60);
    expect((await change('conclude', { winner: 'B' })).status).toBe(201);
    expect(await run()).toMatchObject({ startedAt: second?.startedAt, plan: replanned });
  });

  it('refuses a plan that is not one, naming the field and the rule, and changes nothing', async () => {
    const before = await state();
    const response = await postJson(
      `${api.url}/admin/experiments/subheadline/start`,
      { plan: { baselineRate: 5, minimumDetectableEffect: 0.1 } },
      bearer,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { 'plan.baselineRate': 'must be a rate between 0 and 1, both excluded (0.05 for 5 %)' },
    });
    expect(await state()).toEqual(before);
    const paused = await postJson(
      `${api.url}/admin/experiments/family_headline/plan`,
      { plan: { baselineRate: 0.05, minimumDetectableEffect: 0.1 } },
      bearer,
    );
    expect(paused.status).toBe(409);
  });

  it("is the catalog's for a run started without one", async () => {
    expect((await postJson(`${api.url}/admin/experiments/value_proposition/start`, {}, bearer)).status).toBe(201);
    const response = await fetch(`${api.url}/analytics/ab-stats`, { headers: bearer });
    const body = (await response.json()) as { experiments: { id: string; run: AbStatsRun | null }[] };
    // value_proposition has no visitor yet, but it is started: its run is there, with the catalog's plan.
    const started = body.experiments.find((experiment) => experiment.id === 'value_proposition');
    expect(started?.run?.plan).toEqual({ baselineRate: 0.05, minimumDetectableEffect: 0.2 });
    const document = (await (await fetch(`${api.url}/experiments/state`)).json()) as {
      experiments: Record<string, { plan?: unknown }>;
    };
    expect(document.experiments.value_proposition?.plan).toEqual({ baselineRate: 0.05, minimumDetectableEffect: 0.2 });
  });
});
