import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { bucketedVariant, type ExperimentWeights } from '@novavox/contracts-experiments';
import type { ExperimentState } from '@novavox/contracts-experiments/experiment-state';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE } from '../support/axe';
import { type BucketedVisitor, visitorsIn } from '../support/bucketed-visitors';
import { signUpAndConfirm } from '../support/confirmed-signup';
import { apiExperimentState } from '../support/experiment-state';
import { holdExperimentAsFound } from '../support/held-experiment';
import { origin } from '../support/site';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

/**
 * Runs never mix (docs/analytics-and-experiments.md, "Runs"). A marketer runs value_proposition from the dashboard
 * through every step that keeps or begins a run, all on one UTC day: Start, Pause and Resume (the same run), Change
 * weights (a new run, C and D off), Pause and Start a new run (a restart the same day). At each step the visitors
 * who come are known, returning visitors of the earlier runs among them, and the run's views and conversions are
 * exactly the visitors first exposed within it, counted by hand here, as the card's "Visitors since start" and
 * "Conversions", the api's `run` and the CSV's `run_views` / `run_conversions` show them alike.
 */
const EXPERIMENT = 'value_proposition';
const KEYS = ['A', 'B', 'C', 'D'] as const;
const EVEN: ExperimentWeights = { A: 1, B: 1, C: 1, D: 1 };
const A_AND_B: ExperimentWeights = { A: 1, B: 1, C: 0, D: 0 };

type Counts = Record<(typeof KEYS)[number], number>;
type RunFigures = {
  views: Counts;
  conversions: Counts;
};

test.use({ expectedErrors: AXE_STYLESHEET_PROBE });

const counts = (partial: Partial<Counts> = {}): Counts => ({ A: 0, B: 0, C: 0, D: 0, ...partial });

/** The visitors among `visitors` whose arm is still theirs under `weights` (the others' pages show another arm). */
const stillIn = (weights: ExperimentWeights, visitors: readonly BucketedVisitor[]) =>
  visitors.filter(({ bare, arm }) => bucketedVariant(EXPERIMENT, weights, bare) === arm);

/** Each visitor's page logs its impression; returns the refusals the api named. */
async function see(request: APIRequestContext, visitors: readonly BucketedVisitor[]): Promise<Record<string, string>> {
  const response = await request.post(`${origin('api')}/events`, {
    data: {
      events: visitors.map(({ id, arm }) => ({
        name: 'experiment_impression',
        experiment_id: EXPERIMENT,
        variant_id: arm,
        visitor_id: id,
        event_category: 'ab_test',
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { refused?: Record<string, string> }).refused ?? {};
}

async function seeAccepted(request: APIRequestContext, visitors: readonly BucketedVisitor[]) {
  expect(await see(request, visitors)).toEqual({});
}

/** The api's `run` of the experiment: when it started and its figures per arm. */
async function apiRun(request: APIRequestContext): Promise<RunFigures & { startedAt: string }> {
  const response = await request.get(`${origin('api')}/analytics/ab-stats?startDate=30daysAgo&endDate=today`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    experiments: {
      id: string;
      run: { startedAt: string; variants: { key: string; views: number; conversions: number }[] } | null;
    }[];
  };
  const run = body.experiments.find((entry) => entry.id === EXPERIMENT)?.run;
  if (!run) throw new Error(`${EXPERIMENT} has no run in the stats`);
  const figures = { startedAt: run.startedAt, views: counts(), conversions: counts() };
  for (const arm of run.variants) {
    figures.views[arm.key as keyof Counts] = arm.views;
    figures.conversions[arm.key as keyof Counts] = arm.conversions;
  }
  return figures;
}

/** The card's verdict table, "Visitors since start" and "Conversions" of each arm, as the marketer reads them. */
async function dashboardRun(page: Page, card: Locator): Promise<RunFigures> {
  const table = card.getByRole('region', { name: 'Value Proposition since the start' });
  const figures = { views: counts(), conversions: counts() };
  for (const key of KEYS) {
    const cells = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${key}( \\(control\\))?$`) }) })
      .getByRole('cell');
    figures.views[key] = Number((await cells.nth(1).textContent())?.replace(/,/g, ''));
    figures.conversions[key] = Number((await cells.nth(2).textContent())?.replace(/,/g, ''));
  }
  return figures;
}

/** One CSV line's fields (RFC 4180: quoted fields may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field = '']) =>
    field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field,
  );
}

/** The card's results export (one row per arm): `run_views` and `run_conversions`. */
async function csvRun(page: Page, card: Locator): Promise<RunFigures> {
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export results (CSV)' }).click();
  const lines = (await readFile(await (await download).path(), 'utf8')).trim().split('\r\n');
  const header = csvFields(lines[0] ?? '');
  const column = (name: string) => header.indexOf(name);
  const figures = { views: counts(), conversions: counts() };
  for (const line of lines.slice(1)) {
    const fields = csvFields(line);
    const key = fields[column('variant')] as keyof Counts;
    figures.views[key] = Number(fields[column('run_views')]);
    figures.conversions[key] = Number(fields[column('run_conversions')]);
  }
  return figures;
}

test('each run counts only its own visitors through Resume, Change weights and a restart the same day @alone', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(240_000));
  const { found, done } = await holdExperimentAsFound(request, EXPERIMENT, (found) => restore(request, found));
  try {
    await page.goto('/admin/tests');
    const card = page.getByRole('article', { name: 'Value Proposition' });
    await expect(card).toBeVisible({ timeout: scaled(15_000) });
    const controls = card.getByRole('region', { name: 'What visitors get from Value Proposition' });
    const announced = card.getByRole('status');
    const button = (name: string | RegExp) => controls.getByRole('button', { name, exact: typeof name === 'string' });

    /** The same figures on the card, from the api and in the CSV, once the card shows the api's latest. */
    const expectRun = async (expected: RunFigures) => {
      expect(await apiRun(request)).toMatchObject(expected);
      await expect(async () => {
        await page.getByRole('button', { name: 'Refresh Data' }).click();
        expect(await dashboardRun(page, card)).toEqual(expected);
      }).toPass({ timeout: scaled(15_000) });
      expect(await csvRun(page, card)).toEqual(expected);
    };
    const changeWeights = async (weights: ExperimentWeights, shares: string) => {
      await button('Change weights').click();
      const fields = controls.getByRole('group', { name: /^New weights/ });
      for (const [key, weight] of Object.entries(weights))
        await fields.getByLabel(`Weight of ${key}`).fill(String(weight));
      await fields.getByRole('button', { name: 'Save weights' }).click();
      await expect(announced).toHaveText(new RegExp(`^Value Proposition: Running since .* with weights ${shares}`));
    };

    // Start: from whatever an earlier test left (paused first if running), with even weights. Visitors of today
    // before this instant (any earlier run's, the landing page's) are not this run's.
    if (found.status === 'running') {
      await button('Pause').click();
      await expect(announced).toContainText('Paused since');
    }
    await button(/^Start/).click();
    await expect(announced).toHaveText(/^Value Proposition: Running since /);
    if (!/weights A 25%, B 25%, C 25%, D 25%/.test((await announced.textContent()) ?? ''))
      await changeWeights(EVEN, 'A 25%, B 25%, C 25%, D 25%');
    await expectRun({ views: counts(), conversions: counts() });

    // Run 1: two visitors on each arm, one of them sending its impression twice (a reload); one A signs up.
    const first = visitorsIn(EXPERIMENT, EVEN, { A: 2, B: 2, C: 2, D: 2 });
    await seeAccepted(request, [...first, ...first.slice(0, 1)]);
    const firstA = first.find(({ arm }) => arm === 'A');
    if (!firstA) throw new Error('two visitors on A by construction');
    await signUpAndConfirm(request, firstA.id, `${randomUUID()}@example.com`);
    const runOne = await apiRun(request);
    await expectRun({ views: counts({ A: 2, B: 2, C: 2, D: 2 }), conversions: counts({ A: 1 }) });

    // Pause: nothing is logged, so the impressions of the visitors who come meanwhile are refused one by one.
    await button('Pause').click();
    await expect(announced).toContainText('Paused since');
    const whilePaused = visitorsIn(EXPERIMENT, EVEN, { A: 1, B: 1, C: 1, D: 1 });
    expect(Object.values(await see(request, whilePaused))).toEqual(
      whilePaused.map(() => `${EXPERIMENT} is not running`),
    );
    await expectRun({ views: counts({ A: 2, B: 2, C: 2, D: 2 }), conversions: counts({ A: 1 }) });

    // Resume: the same run (same start); the visitors refused while paused come back and count now, run 1's
    // visitors come back and count once.
    await button('Resume').click();
    await expect(announced).toHaveText(/^Value Proposition: Running since .* with weights A 25%, B 25%, C 25%, D 25%/);
    expect((await apiRun(request)).startedAt).toBe(runOne.startedAt);
    await seeAccepted(request, [...whilePaused, ...first]);
    await expectRun({ views: counts({ A: 3, B: 3, C: 3, D: 3 }), conversions: counts({ A: 1 }) });

    // Change weights (C and D off): run 2, at zero. Fresh visitors (3 on A, 1 on B) and run 1's visitors still on
    // their arm come back: only the fresh ones count. A run 1 visitor who signs up now converts nothing in
    // run 2; a fresh B visitor converts there.
    await changeWeights(A_AND_B, 'A 50%, B 50%, C 0%, D 0%');
    const runTwo = await apiRun(request);
    expect(runTwo.startedAt > runOne.startedAt).toBe(true);
    expect(runTwo).toMatchObject({ views: counts(), conversions: counts() });
    const earlier = stillIn(A_AND_B, [...first, ...whilePaused]);
    expect(earlier.length).toBeGreaterThan(0);
    const second = visitorsIn(EXPERIMENT, A_AND_B, { A: 3, B: 1 });
    await seeAccepted(request, [...second, ...earlier]);
    const [earlierConverter] = earlier.filter(({ id }) => id !== firstA.id);
    const secondB = second.find(({ arm }) => arm === 'B');
    if (!earlierConverter || !secondB) throw new Error('an earlier visitor still in and a fresh B visitor');
    await signUpAndConfirm(request, earlierConverter.id, `${randomUUID()}@example.com`);
    await signUpAndConfirm(request, secondB.id, `${randomUUID()}@example.com`);
    await expectRun({ views: counts({ A: 3, B: 1 }), conversions: counts({ B: 1 }) });

    // Pause and Start a new run, the same UTC day, with the same weights: run 3, at zero. Fresh visitors (2 on A,
    // 2 on B) and every earlier visitor still on their arm come back: only the fresh ones count.
    await button('Pause').click();
    await expect(announced).toContainText('Paused since');
    await button('Start a new run').click();
    await expect(announced).toHaveText(/^Value Proposition: Running since .* with weights A 50%, B 50%, C 0%, D 0%/);
    const runThree = await apiRun(request);
    expect(runThree.startedAt > runTwo.startedAt).toBe(true);
    expect(runThree).toMatchObject({ views: counts(), conversions: counts() });
    const third = visitorsIn(EXPERIMENT, A_AND_B, { A: 2, B: 2 });
    await seeAccepted(request, [...third, ...stillIn(A_AND_B, [...first, ...whilePaused]), ...second]);
    await expectRun({ views: counts({ A: 2, B: 2 }), conversions: counts() });
  } finally {
    await done();
  }
});

/**
 * Leaves value_proposition as the test found it, through the admin api: running again (a new run, with the
 * weights it had) or paused; one never started or shipped is left paused, which shows visitors A and logs nothing.
 */
async function restore(request: APIRequestContext, found: ExperimentState) {
  const post = (action: string, data: Record<string, unknown>) =>
    request.post(`${origin('api')}/admin/experiments/${EXPERIMENT}/${action}`, { data });
  const reason = 'e2e: back to the state the runs test found';
  const now = await apiExperimentState(request, EXPERIMENT);
  if (found.status === 'running') {
    if (now.status !== 'running') await post('start', { weights: found.weights, reason });
    else await post('weights', { weights: found.weights, reason });
  } else if (now.status === 'running') {
    await post('pause', { reason });
  }
}
