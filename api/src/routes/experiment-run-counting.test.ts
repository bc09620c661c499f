import {
  bucketedVariant,
  type ExperimentId,
  type ExperimentWeights,
  type VariantKey,
} from '@novavox/contracts-experiments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm as confirmSignUp } from '../testing/confirmed-sign-up';
import { figuresByLetter, postImpressions, todaysAbStats } from '../testing/experiment-traffic';
import { signedVisitor } from '../testing/signed-visitors';
import { postJson, startTestServer, type TestServer } from '../testing/start-test-server';

/**
 * A run counts only the visitors first exposed after its start instant, and their conversions
 * (docs/analytics-and-experiments.md, "Runs"). Every change below happens on one UTC day, the case daily counters
 * cannot separate: the expected figures are tallied by hand from the visitors each step lets in.
 */
const HOUR = 60 * 60 * 1000;
const DAY_START = Date.parse('2026-11-25T08:00:00Z');
const EXPERIMENT: ExperimentId = 'cta_button_color';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EVEN: ExperimentWeights = { A: 1, B: 1, C: 1, D: 1 };
const A_AND_B: ExperimentWeights = { A: 1, B: 1, C: 0, D: 0 };
let clock = DAY_START;
let api: TestServer;

/**
 * Fresh visitors, as many per letter as wanted, that the weights bucket into that letter (the first ones found):
 * `id` as the api issues it (signed), `bare` the part assignment hashes.
 */
function visitorsFor(prefix: string, weights: ExperimentWeights, wanted: Partial<Record<VariantKey, number>>) {
  const found: { id: string; bare: string; arm: VariantKey }[] = [];
  const left = { ...wanted };
  for (let i = 0; Object.values(left).some((count) => (count ?? 0) > 0); i++) {
    const bare = `${prefix}-${i}`;
    const arm = bucketedVariant(EXPERIMENT, weights, bare);
    if ((left[arm] ?? 0) > 0) {
      found.push({ id: signedVisitor(bare), bare, arm });
      left[arm] = (left[arm] ?? 0) - 1;
    }
  }
  return found;
}

async function see(visitors: readonly { id: string; arm: VariantKey }[]) {
  const { status, body } = await postImpressions(api.url, { experimentId: EXPERIMENT, occurredAt: clock }, visitors, {
    'User-Agent': CHROME,
  });
  expect(status).toBe(202);
  return body;
}

async function change(action: string, body: unknown = {}) {
  const response = await postJson(`${api.url}/admin/experiments/${EXPERIMENT}/${action}`, body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { change: { after: { runId?: string; startedAt?: string } } }).change.after;
}

/** The api's `run` of the experiment: its start and [views, conversions] per letter. */
async function run() {
  const experiment = (await todaysAbStats(api.url)).experiments?.find((candidate) => candidate.id === EXPERIMENT)?.run;
  if (!experiment) throw new Error('no run');
  return { startedAt: experiment.startedAt, figures: figuresByLetter(experiment.variants) };
}

const signUpAndConfirm = (visitor: string) => confirmSignUp(api.url, visitor);

beforeAll(async () => {
  api = await startTestServer({
    env: { EVENTS_RATE_LIMIT_PER_MINUTE: '1000', FORM_RATE_LIMIT_PER_MINUTE: '1000' },
    deps: { now: () => clock },
  });
});
afterAll(() => api.close());

describe('runs never mix, all on one UTC day', () => {
  const first = visitorsFor('first', EVEN, { A: 2, B: 2, C: 2, D: 2 });
  const second = visitorsFor('second', A_AND_B, { A: 3, B: 1 });

  it('counts a started run from its start: 2 per arm, one confirmed conversion on A', async () => {
    clock = DAY_START;
    await change('start', { weights: EVEN });
    clock += HOUR;
    expect(await see(first)).toEqual({ ok: true, accepted: 8 });
    await signUpAndConfirm(first.find((visitor) => visitor.arm === 'A')?.id ?? '');
    expect((await run()).figures).toEqual({ A: [2, 1], B: [2, 0], C: [2, 0], D: [2, 0] });
  });

  it('starts the new weights at zero, arms now weighted 0 stay at 0, earlier visitors count nothing', async () => {
    clock += HOUR;
    const reweighted = await change('weights', { weights: A_AND_B });
    expect((await run()).figures).toEqual({ A: [0, 0], B: [0, 0], C: [0, 0], D: [0, 0] });
    clock += HOUR;
    // Fresh visitors, and the first run's visitors coming back (those now bucketed where they were before).
    const returning = first.filter(({ bare, arm }) => bucketedVariant(EXPERIMENT, A_AND_B, bare) === arm);
    await see([...second, ...returning]);
    // A first-run visitor confirming now converts nothing in this run; a fresh A visitor does.
    const earlierB = first.find((visitor) => visitor.arm === 'B');
    await signUpAndConfirm(earlierB?.id ?? '');
    await signUpAndConfirm(second.find((visitor) => visitor.arm === 'A')?.id ?? '');
    const now = await run();
    expect(now.startedAt).toBe(reweighted.startedAt);
    expect(now.figures).toEqual({ A: [3, 1], B: [1, 0], C: [0, 0], D: [0, 0] });
  });

  it('keeps the run through a pause and a resume; the pause lets nobody in', async () => {
    const before = await run();
    clock += HOUR;
    await change('pause', '');
    const paused = visitorsFor('paused', A_AND_B, { A: 1, B: 1 });
    expect(await see(paused)).toMatchObject({ accepted: 0 });
    clock += HOUR;
    await change('resume');
    const resumed = visitorsFor('resumed', A_AND_B, { B: 2 });
    expect(await see(resumed)).toEqual({ ok: true, accepted: 2 });
    const after = await run();
    expect(after.startedAt).toBe(before.startedAt);
    expect(after.figures).toEqual({ A: [3, 1], B: [3, 0], C: [0, 0], D: [0, 0] });
  });

  it('restarts at zero when shipped and started again the same day', async () => {
    clock += HOUR;
    await change('conclude', { winner: 'A' });
    clock += HOUR;
    const restarted = await change('start', { weights: EVEN });
    expect((await run()).figures).toEqual({ A: [0, 0], B: [0, 0], C: [0, 0], D: [0, 0] });
    clock += HOUR;
    await see(visitorsFor('third', EVEN, { C: 1, D: 1 }));
    const after = await run();
    expect(after.startedAt).toBe(restarted.startedAt);
    expect(after.figures).toEqual({ A: [0, 0], B: [0, 0], C: [1, 0], D: [1, 0] });
    // The range's own figures (first exposed today) still hold everyone: 2+3+1+0 A, 2+1+2 B, 2+1 C, 2+1 D.
    const response = await fetch(`${api.url}/analytics/ab-stats?startDate=today&endDate=today`);
    const body = (await response.json()) as {
      experiments: { id: string; variants: Record<string, { views: number }> }[];
    };
    const variants = body.experiments.find((experiment) => experiment.id === EXPERIMENT)?.variants ?? {};
    expect(Object.fromEntries(Object.entries(variants).map(([key, value]) => [key, value.views]))).toEqual({
      A: 5,
      B: 5,
      C: 3,
      D: 3,
    });
  });
});
