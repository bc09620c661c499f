import type { CopyExperiment } from '@novavox/contracts-experiments';
import { referenceHashV2 } from '@novavox/contracts-experiments/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../config/api-config';
import { signUpAndConfirm as confirmSignUp } from '../testing/confirmed-sign-up';
import { figuresByLetter, postImpressions, todaysAbStats } from '../testing/experiment-traffic';
import { signedVisitor } from '../testing/signed-visitors';
import { postJson, startTestServer, type TestServer } from '../testing/start-test-server';
import { createExperimentWatch } from '../watch/experiment-watch';

/**
 * A created copy experiment is counted and judged as a coded one (docs/copy-experiments.md, "Counted and judged the
 * same way"), on both engines: its impressions, its confirmed sign-ups by arm, its run in the stats, its alerts.
 * Each visitor's arm comes from a second implementation of the hash; the figures are tallied by hand.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-11-25T08:00:00Z');
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let clock = START;
let api: TestServer;
let experiment: CopyExperiment;

type Arm = 'A' | 'B' | 'C';
const armOf = (id: string, bare: string): Arm => {
  const hash = referenceHashV2(`nvx_${id}`, bare);
  return hash < 1 / 3 ? 'A' : hash < 2 / 3 ? 'B' : 'C';
};

/** The first fresh visitors the reference hash puts in each arm, as many as wanted: signed ids. */
function visitorsFor(prefix: string, wanted: Partial<Record<Arm, number>>) {
  const found: { id: string; arm: Arm }[] = [];
  const left = { ...wanted };
  for (let i = 0; Object.values(left).some((count) => (count ?? 0) > 0); i++) {
    const bare = `${prefix}-${i}`;
    const arm = armOf(experiment.id, bare);
    if ((left[arm] ?? 0) > 0) {
      found.push({ id: signedVisitor(bare), arm });
      left[arm] = (left[arm] ?? 0) - 1;
    }
  }
  return found;
}

const see = (visitors: readonly { id: string; arm: string }[], id = experiment.id) =>
  postImpressions(api.url, { experimentId: id, occurredAt: clock }, visitors, { 'User-Agent': CHROME });

async function copyAction(path: string, body: unknown = {}) {
  const response = await postJson(`${api.url}/admin/copy/experiments${path}`, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { experiment: CopyExperiment }).experiment;
}

/** The created experiment in the stats: its range totals and its run, [views, conversions] per arm. */
async function stats() {
  const experiments = (await todaysAbStats(api.url)).experiments ?? [];
  const found = experiments.find((candidate) => candidate.id === experiment.id);
  if (!found) throw new Error(`${experiment.id} is not in the stats`);
  return {
    found,
    ids: experiments.map((candidate) => candidate.id),
    totals: figuresByLetter(Object.entries(found.variants).map(([key, arm]) => ({ key, ...arm }))),
    run: figuresByLetter(found.run?.variants ?? []),
  };
}

/** A confirmed sign-up by `visitor` (its e-mail from the id's first 20 characters, signed ids being long). */
const signUpAndConfirm = (visitor: string) =>
  confirmSignUp(api.url, visitor, { email: `${visitor.slice(0, 20)}@example.com` });

beforeAll(async () => {
  api = await startTestServer({
    env: { EVENTS_RATE_LIMIT_PER_MINUTE: '1000', FORM_RATE_LIMIT_PER_MINUTE: '1000' },
    deps: { now: () => clock },
  });
  experiment = await copyAction('', {
    name: 'Headline: worry or warmth',
    hypothesis: 'Naming the worry in the headline raises confirmed sign-ups.',
    variants: [
      { hero_headline: 'Peace of mind for you. A friendly daily call for Mom and Dad.' },
      { hero_headline: 'Is Mom okay today? One call a day tells you.' },
      { hero_headline: 'A daily hello for Dad, a daily update for you.' },
    ],
  });
});
afterAll(() => api.close());

describe('a created experiment is counted like a coded one', () => {
  it('refuses impressions of a draft as not running, and unknown created ids or arms with the field named', async () => {
    expect(experiment.id).toMatch(/^copy_[0-9a-f]{12}$/);
    const [visitor] = visitorsFor('draft', { A: 1 });
    expect(await see([visitor as { id: string; arm: Arm }])).toEqual({
      status: 202,
      body: { ok: true, accepted: 0, refused: { 'events.0.experiment_id': `${experiment.id} is not running` } },
    });
    const unknown = await see([visitor as { id: string; arm: Arm }], 'copy_000000000000');
    expect(unknown.status).toBe(422);
    expect(unknown.body.fields).toEqual({ 'events.0.experiment_id': 'Unknown experiment copy_000000000000' });
    const noArm = await see([{ id: visitor?.id ?? '', arm: 'D' }]);
    expect(noArm.status).toBe(422);
    expect(noArm.body.fields).toEqual({ 'events.0.variant_id': `${experiment.id} has no variant D` });
  });

  it('counts each arm’s visitors once and each confirmed sign-up to the visitor’s arm', async () => {
    clock = START;
    const started = await copyAction(`/${experiment.id}/start`);
    // At once: the api's one-second cache of what is running was read as "draft" just before.
    const visitors = visitorsFor('fresh', { A: 3, B: 2, C: 1 });
    expect(await see(visitors)).toEqual({ status: 202, body: { ok: true, accepted: 6 } });
    // Seen again: accepted, counted nothing more.
    expect(await see(visitors.slice(0, 2))).toEqual({ status: 202, body: { ok: true, accepted: 2 } });
    // Another arm than the visitor's is refused, as for a coded experiment.
    const first = visitors[0] as { id: string; arm: Arm };
    const wrong = await see([{ id: first.id, arm: first.arm === 'A' ? 'B' : 'A' }]);
    expect(wrong.body.refused).toEqual({
      'events.0.variant_id': 'variant_id is not the variant this visitor is assigned',
    });
    clock += HOUR;
    // Two A visitors and the C visitor confirm; a visitor never exposed confirms and counts nowhere.
    const onA = visitors.filter((visitor) => visitor.arm === 'A');
    await signUpAndConfirm(onA[0]?.id ?? '');
    await signUpAndConfirm(onA[1]?.id ?? '');
    await signUpAndConfirm(visitors.find((visitor) => visitor.arm === 'C')?.id ?? '');
    await signUpAndConfirm(signedVisitor('never-exposed'));
    const now = await stats();
    expect(now.run).toEqual({ A: [3, 2], B: [2, 0], C: [1, 1] });
    expect(now.totals).toEqual({ A: [3, 2], B: [2, 0], C: [1, 1] });
    expect(now.found.run?.startedAt).toBe(started.startedAt);
    expect(now.found.name).toBe('Headline: worry or warmth');
    expect(now.found.variants.B?.description).toBe('hero_headline: Is Mom okay today? One call a day tells you.');
    // Listed after the nine coded experiments.
    expect(now.ids.indexOf(experiment.id)).toBe(9);
  });

  it('stops counting when stopped, and keeps the run readable', async () => {
    clock += HOUR;
    await copyAction(`/${experiment.id}/stop`);
    clock += 2000;
    const late = visitorsFor('late', { B: 1 });
    expect((await see(late)).body).toEqual({
      ok: true,
      accepted: 0,
      refused: { 'events.0.experiment_id': `${experiment.id} is not running` },
    });
    expect((await stats()).run).toEqual({ A: [3, 2], B: [2, 0], C: [1, 1] });
  });
});

describe('a created experiment is watched like a coded one', () => {
  it('tells the team once when its running run has had no visitor for 24 hours', async () => {
    clock += HOUR;
    const second = await copyAction('', {
      name: 'Headline: second',
      hypothesis: 'Another headline.',
      variants: [{ hero_headline: 'A daily call, a calmer you.' }, { hero_headline: 'One call a day, for Mom.' }],
    });
    await copyAction(`/${second.id}/start`);
    const watch = createExperimentWatch({
      db: api.db.db,
      config: loadApiConfig({ TEAM_ADMIN_EMAILS: 'ada@novavox.test', ...api.databaseEnv }),
      now: () => clock,
    });
    await watch.watchOnce();
    clock += DAY + HOUR;
    await watch.watchOnce();
    await watch.watchOnce();
    const alerts = (await (await fetch(`${api.url}/admin/experiments/${second.id}/alerts`)).json()) as {
      alerts: { kind: string; subject: string }[];
    };
    expect(alerts.alerts.map((alert) => alert.kind)).toEqual(['health']);
    expect(alerts.alerts[0]?.subject).toBe(`${second.id}: no visitor for 24 hours`);
  });
});
