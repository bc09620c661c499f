import type { AbStatsExperiment } from '@novavox/contracts-api/ab-stats';
import { sampleExperiment, sampleRun } from '@novavox/contracts-api/testing';
import { catalogWeights, defaultExperimentStates } from '@novavox/contracts-experiments';
import type { APIRequestContext, Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { visitorsIn } from '../support/bucketed-visitors';
import { pauseExperiment, runExperiment, signUpAndConfirm } from '../support/confirmed-signup';
import { holdExperiment } from '../support/experiment-lock';
import { expectNoPageOverflow } from '../support/page-overflow';
import { origin } from '../support/site';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

/**
 * The dashboard with the heaviest answers the api can send: six variants, long names, an SRM alarm,
 * traffic in a variant the catalog does not have (weight 0), bad data and a 28-day series. Nothing may
 * widen the page at 1366 px or 390 px, every column must be visible at 1366 px, the variant modal must
 * stay on a phone's screen, and the charts must draw the daily series.
 */

const DAYS = 28;
const keys = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
const longWord = 'Supercalifragilisticexpialidocious-and-then-some-more-without-any-space';

function dailySeries(rates: readonly number[], perDay: number) {
  return Array.from({ length: DAYS }, (_, day) => ({
    date: new Date(Date.UTC(2026, 9, 20 + day)).toISOString().slice(0, 10),
    variants: Object.fromEntries(
      rates.map((rate, index) => [keys[index], { views: perDay, conversions: Math.round(perDay * rate) }]),
    ),
  }));
}

const rates = [0.05, 0.052, 0.065, 0.047, 0.05, 0.055];
const headline = {
  id: 'family_headline',
  name: 'Family Headline',
  description: 'The main headline of the family landing page hero.',
  firstSeenAt: '2026-10-20T08:00:00.000Z',
  variants: Object.fromEntries(
    rates.map((rate, index) => [
      keys[index],
      {
        name: `Variant ${keys[index]} with a rather long descriptive name for the headline copy`,
        description: 'A long description shown on hover.',
        views: 300 * DAYS,
        conversions: Math.round(300 * rate) * DAYS,
      },
    ]),
  ),
  daily: dailySeries(rates, 300),
};
// F is short of traffic and named with one long word; G is a letter the catalog no longer has.
const srmAlarm = sampleExperiment(
  'cta_button_text',
  {
    A: [5000, 250],
    B: [5000, 260],
    C: [5000, 240],
    D: [5000, 255],
    E: [5000, 245],
    F: { name: longWord, views: 3000, conversions: 150 },
    G: { name: 'Retired variant', views: 12, conversions: 1 },
  },
  { firstSeenAt: '2026-10-20T08:00:00.000Z' },
);
const smallButLoud = sampleExperiment(
  'cta_layout',
  { A: [300, 15], B: [300, 27], C: [10, 12] },
  { firstSeenAt: '2026-11-20T08:00:00.000Z' },
);
const earlyLift = sampleExperiment(
  'subheadline',
  { A: [300, 15], B: [300, 27] },
  { firstSeenAt: '2026-11-20T08:00:00.000Z' },
);
const unknown = {
  id: 'holiday_banner_with_a_really_long_identifier_that_never_ends',
  name: `Holiday banner experiment ${longWord}`,
  description: `A description with ${longWord} in it.`,
  variants: Object.fromEntries(
    keys.map((key) => [
      key,
      { name: `${key} ${longWord}`, description: longWord, views: 999_999, conversions: 99_999.5 },
    ]),
  ),
};

/** The run since the start, as the api sends it: here the same figures as the range. */
function withRun(experiment: AbStatsExperiment) {
  return {
    ...experiment,
    run: sampleRun(experiment.firstSeenAt ?? '2026-10-01T00:00:00.000Z', '2026-11-21', experiment.variants),
  };
}

async function serveHeavyStats(page: Page) {
  // Every experiment running, whatever other specs do to the shared api meanwhile: the card's line follows the
  // state (a shipped or paused experiment says so instead of its verdict), and these figures need running ones.
  await page.route('**/experiments/state', (route) =>
    route.fulfill({ json: { experiments: defaultExperimentStates(true), updatedAt: null } }),
  );
  await page.route('**/analytics/ab-stats?**', (route) =>
    route.fulfill({
      json: {
        experiments: [headline, srmAlarm, smallButLoud, earlyLift, unknown].map(withRun),
        connectionSuccessful: true,
        isLiveData: true,
        totalPageViews: 123_456_789,
        hasRealAbData: true,
      },
    }),
  );
}

test.use({ expectedErrors: AXE_STYLESHEET_PROBE });

test('at 1366 px nothing scrolls sideways and every column of every table is visible', async ({ page }) => {
  // An axe scan of five cards with six-variant tables takes seconds on a shared two-core machine.
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await serveHeavyStats(page);
  await page.goto('/admin/tests');
  await expect(page.getByRole('article', { name: 'Family Headline' })).toBeVisible({ timeout: scaled(15_000) });
  await expectNoPageOverflow(page);
  for (const name of [
    'Family Headline',
    'CTA Button Text',
    'CTA Layout',
    'Subheadline',
    `Holiday banner experiment ${longWord}`,
  ]) {
    // The date range's table (the columns of docs/requirements.md §2, Actions last) and the run's (Verdict last).
    for (const [label, lastColumn] of [
      ['variants', 'Actions'],
      ['since the start', 'Verdict'],
    ] as const) {
      const region = page.getByRole('region', { name: `${name} ${label}` });
      const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, `${name}: the ${label} table is wider than its card`).toBeLessThanOrEqual(0);
      const regionBox = await region.boundingBox();
      const lastBox = await region.getByRole('columnheader', { name: lastColumn }).boundingBox();
      expect((lastBox?.x ?? 0) + (lastBox?.width ?? 0)).toBeLessThanOrEqual(
        (regionBox?.x ?? 0) + (regionBox?.width ?? 0) + 1,
      );
    }
  }

  const buttons = page.getByRole('article', { name: 'CTA Button Text' });
  await expect(
    buttons.getByText(
      /^Sample ratio mismatch: visitors reached switched-off variant G \(weight 0\); the other variants' split: p <0\.001/,
    ),
  ).toBeVisible();
  const layout = page.getByRole('article', { name: 'CTA Layout' });
  await expect(layout.getByText(/^Bad data: variant C reports more conversions than views/)).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: 'Subheadline' })
      .getByText(
        /^Variant B shows \+80% against the control on only 300 visitors \(the plan needs [\d,]+ per variant\)/,
      ),
  ).toBeVisible();
  await expect(page.getByText(/^Each card starts with what to do now/)).toBeVisible();
  // Six arms, 28 days, C at 6.5 % against 5 %: a call is made, so the probabilities show beside the verdict.
  const headlineCard = page.getByRole('article', { name: 'Family Headline' });
  // The line's words (its Ship button also reads "Ship C" while the api's state lets the experiment be concluded).
  await expect(headlineCard.getByRole('strong').filter({ hasText: /^Ship C$/ })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Family Headline since the start' })
      .getByRole('columnheader', { name: 'P(best)' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'CTA Layout' }).getByText('Fix the data first')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the chart draws the daily series: rate with bands, or the difference from the control', async ({ page }) => {
  // An axe scan of five cards with six-variant tables takes seconds on a shared two-core machine.
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await serveHeavyStats(page);
  await page.goto('/admin/tests');
  const card = page.getByRole('article', { name: 'Family Headline' });
  await expect(card).toBeVisible({ timeout: scaled(15_000) });
  const chart = card.getByRole('img', { name: 'Family Headline: cumulative conversion rate per day' });
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  await expect(chart.locator('[data-line]')).toHaveCount(6);
  await expect(chart.locator('[data-series="A"] circle')).toHaveCount(DAYS);
  await card.getByRole('radio', { name: 'Difference vs. control' }).check();
  const effect = card.getByRole('img', { name: 'Family Headline: difference from the control per day' });
  await expect(effect.locator('[data-line]')).toHaveCount(5);
  await expect(effect.getByTestId('zero-line')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  // Running sums: on the last day every variant has 28 × 300 visitors, C 28 × round(300 × 6.5 %) conversions.
  await card.getByText('Daily figures (table)').click();
  const table = card.getByRole('table', { name: 'Family Headline: cumulative figures per day' });
  const lastC = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '2026-11-16' }) })
    .nth(2);
  await expect(lastC.getByRole('cell').nth(1)).toHaveText(String(300 * DAYS));
  await expect(lastC.getByRole('cell').nth(2)).toHaveText(String(Math.round(300 * 0.065) * DAYS));
  const rateC = ((Math.round(300 * 0.065) / 300) * 100).toFixed(1);
  await expect(lastC.getByRole('cell').nth(3)).toHaveText(new RegExp(`^${rateC.replace('.', '\\.')}% \\(`));
});

test('at 390 px nothing widens the page and the variant modal stays on screen @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await serveHeavyStats(page);
  await page.goto('/admin/tests');
  const card = page.getByRole('article', { name: 'CTA Button Text' });
  await expect(card).toBeVisible({ timeout: scaled(15_000) });
  await expect(card.getByText(/Sample ratio mismatch/)).toBeVisible();
  await expectNoPageOverflow(page);
  const chart = page.getByRole('img', { name: 'Family Headline: cumulative conversion rate per day' });
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);

  await card.getByRole('button', { name: 'View variant F of CTA Button Text' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Variant F: ${longWord}`) });
  await expect(dialog).toBeVisible();
  const modal = await dialog.boundingBox();
  expect(modal).not.toBeNull();
  expect(modal?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((modal?.x ?? 0) + (modal?.width ?? 1000)).toBeLessThanOrEqual(390);
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  // Nothing inside pokes out either (the preview button with its unbroken name, the statistics table).
  const poking = await dialog.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    return Array.from(element.querySelectorAll('*'))
      .filter((inner) => inner.getBoundingClientRect().right > right + 0.5)
      .map((inner) => `${inner.tagName.toLowerCase()} ${(inner.textContent ?? '').slice(0, 30)}`);
  });
  expect(poking).toEqual([]);
  await expect(dialog.getByRole('table')).toBeVisible();
  expect(await axeViolations(page, 'dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectNoPageOverflow(page);
});

test('the chart draws the daily series the real api sends for events posted today @phone', async ({
  page,
  request,
}) => {
  // Events posted now fall on today (UTC): a one-day series. The api takes impressions of a running experiment
  // only, from visitor ids its hash puts in the arm they name; a conversion is a sign-up confirmed by e-mail.
  // Both projects run this test and no other spec changes this experiment's state: one at a time.
  const experimentId = 'phone_feature_framing';
  const release = await holdExperiment(experimentId);
  try {
    await runExperiment(request, experimentId);
    const run = Math.random().toString(36).slice(2, 10);
    const visitors = visitorsIn(experimentId, catalogWeights(experimentId), { A: 3, B: 4, C: 5 }, `layout-${run}`);
    const events = visitors.map(({ id, arm }) => ({
      name: 'experiment_impression',
      event_category: 'ab_test',
      experiment_id: experimentId,
      variant_id: arm,
      visitor_id: id,
    }));
    // The first visitor of each arm converts.
    const converters = visitors.filter((visitor, n) => visitors.findIndex(({ arm }) => arm === visitor.arm) === n);
    const posted = await request.post(`${origin('api')}/events`, { data: { events } });
    expect(posted.status()).toBe(202);
    expect(await posted.json()).not.toHaveProperty('refused');
    for (const { id, bare } of converters) await signUpAndConfirm(request, id, `${bare}@example.com`);
    await chartOfToday(page, request, experimentId);
  } finally {
    await pauseExperiment(request, experimentId);
    release();
  }
});

async function chartOfToday(page: Page, request: APIRequestContext, experimentId: string) {
  const response = await request.get(`${origin('api')}/analytics/ab-stats?startDate=30daysAgo&endDate=today`);
  const body = (await response.json()) as {
    experiments: {
      id: string;
      name: string;
      variants: Record<string, { views: number; conversions: number }>;
      daily?: { date: string; variants: Record<string, { views: number; conversions: number }> }[];
    }[];
  };
  const experiment = body.experiments.find((entry) => entry.id === experimentId);
  expect(experiment?.daily, 'the api sends a daily series').toBeDefined();
  const daily = experiment?.daily ?? [];
  const today = new Date().toISOString().slice(0, 10);
  expect(daily.at(-1)?.date).toBe(today);

  await page.goto('/admin/tests');
  const card = page.getByRole('article', { name: experiment?.name ?? '' });
  const chart = card.getByRole('img', { name: `${experiment?.name}: cumulative conversion rate per day` });
  await expect(chart).toBeVisible({ timeout: scaled(15_000) });
  await card.getByText('Daily figures (table)').click();
  const table = card.getByRole('table', { name: `${experiment?.name}: cumulative figures per day` });
  for (const key of ['A', 'B', 'C']) {
    // The last day's running sum is the api's total for the range (the contract of `daily`).
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: today }) })
      .filter({ has: page.getByRole('cell', { name: key, exact: true }) });
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(experiment?.variants[key]?.views));
    await expect(row.getByRole('cell').nth(2)).toHaveText(String(experiment?.variants[key]?.conversions));
  }
  await expectNoPageOverflow(page);
}

test('the chart library loads only with the dashboard, never on the landing page or the debug page', async ({
  page,
  browser,
}) => {
  const scriptsOf = async (path: string, ready: (target: Page) => Promise<void>) => {
    const context = await browser.newContext();
    const target = await context.newPage();
    const urls: string[] = [];
    target.on('response', (response) => {
      if (response.request().resourceType() === 'script') urls.push(response.url());
    });
    await target.goto(path);
    await ready(target);
    await context.close();
    return urls;
  };
  await serveHeavyStats(page);
  const dashboardScripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') dashboardScripts.push(response.url());
  });
  await page.goto('/admin/tests');
  await expect(page.getByRole('img', { name: 'Family Headline: cumulative conversion rate per day' })).toBeVisible({
    timeout: scaled(15_000),
  });
  // The chunks that hold visx: its components draw with class names "visx-linepath" and "visx-area".
  const chartChunks: string[] = [];
  for (const url of new Set(dashboardScripts)) {
    const source = await (await page.request.get(url)).text();
    if (source.includes('visx-linepath')) chartChunks.push(url);
  }
  expect(chartChunks.length).toBeGreaterThan(0);

  const landing = await scriptsOf('/', (target) => expect(target.getByRole('heading', { level: 1 })).toBeVisible());
  const debug = await scriptsOf('/variant-debug', (target) =>
    expect(target.getByRole('heading', { level: 1, name: /Variant Debug/ })).toBeVisible({ timeout: scaled(15_000) }),
  );
  expect(landing.filter((url) => url.startsWith(origin('mf_experiments')))).toEqual([]);
  expect(debug.length).toBeGreaterThan(0);
  for (const chunk of chartChunks) {
    expect(landing).not.toContain(chunk);
    expect(debug).not.toContain(chunk);
  }
});
