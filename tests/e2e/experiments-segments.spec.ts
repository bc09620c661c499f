import { randomUUID } from 'node:crypto';
import {
  bucketedVariant,
  type ExperimentId,
  type ExperimentWeights,
  experimentById,
  IMPRESSION_LOGGED,
  impressionSeenKey,
  type VariantKey,
} from '@novavox/contracts-experiments';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { signUpAndConfirm } from '../support/confirmed-signup';
import { holdExperiment } from '../support/experiment-lock';
import { apiExperimentState } from '../support/experiment-state';
import { signedVisitor } from '../support/signed-visitor';
import { origin } from '../support/site';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

/**
 * Segments and experiments that meet, in a browser against the real api (docs/analytics-and-experiments.md,
 * "Segments"; docs/statistics.md S12). The admin starts a fresh run of subheadline from its card and of
 * feature_messaging through the admin api, both on A and B only. Three visitors come in their own browsers: a phone
 * (390 px) from a newsletter link on the landing page, a phone from a waitlist link (`?source=`) on /care, a desktop
 * (1280 px) typing the address. The card's segments section shows exactly those counts per device class, traffic
 * source and landing route, counted here from what the test did. Then 400 more visitors of both runs, 100 in each
 * pair of arms, 10 of those seeing B and B signing up: the overview's "Experiments that meet" flags the pair. Axe on
 * the card and the overview at 390 and 1280 px. Counted from a fresh run, so it runs alone (`@alone`).
 */
const FIRST = 'subheadline' satisfies ExperimentId;
const SECOND = 'feature_messaging' satisfies ExperimentId;
const FIRST_NAME = experimentById(FIRST).name;
const SECOND_NAME = experimentById(SECOND).name;

test.use({ expectedErrors: AXE_STYLESHEET_PROBE });

/** A and B on, every other arm of `id` off. */
const aAndB = (id: ExperimentId): ExperimentWeights =>
  Object.fromEntries(experimentById(id).variants.map((variant) => [variant.key, variant.key <= 'B' ? 1 : 0]));

/** Starts a fresh run of `id` on A and B through the admin api: paused first if it runs, so the run is new. */
async function startFreshRun(request: APIRequestContext, id: ExperimentId) {
  const state = await apiExperimentState(request, id);
  if (state.status === 'running') {
    const paused = await request.post(`${origin('api')}/admin/experiments/${id}/pause`, { data: {} });
    expect(paused.status(), await paused.text()).toBe(201);
  }
  const started = await request.post(`${origin('api')}/admin/experiments/${id}/start`, {
    data: { weights: aAndB(id) },
  });
  expect(started.status(), await started.text()).toBe(201);
}

interface Visit {
  width: number;
  /** A phone's User-Agent (the api's device class reads it); none: the browser's own, a desktop's. */
  userAgent?: string;
  url: string;
}

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** One visitor in a browser of their own: the page goes live and logs its impressions of both runs. */
async function visit(browser: Browser, { width, userAgent, url }: Visit) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    ...(userAgent ? { userAgent, isMobile: true, hasTouch: true } : {}),
  });
  try {
    const page = await context.newPage();
    // Playwright sets navigator.webdriver, which the bot rule treats as automation; QA opts out explicitly.
    await page.addInitScript(() => localStorage.setItem('nvx_qa_allow_automation', 'true'));
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The events queue marks each impression the api accepted (`nvx_seen_<id>` = IMPRESSION_LOGGED).
    const flags = () =>
      page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [FIRST, SECOND].map(impressionSeenKey));
    // Read down the page as a visitor would: every section that logs an impression has then been shown.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(flags, { timeout: scaled(20_000) }).toEqual([IMPRESSION_LOGGED, IMPRESSION_LOGGED]);
  } finally {
    await context.close();
  }
}

/** The visitors a segment table shows per segment, all arms summed, keyed by the segment's name on the card. */
async function segmentVisitors(table: Locator): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  for (const group of await table.locator('tbody').all()) {
    const name = (await group.getByRole('rowheader').textContent())?.trim() ?? '';
    let sum = 0;
    for (const row of await group.getByRole('row').all()) {
      const cells = row.getByRole('cell');
      sum += Number((await cells.nth(1).textContent())?.replace(/,/g, ''));
    }
    figures[name] = sum;
  }
  return figures;
}

/** Fresh signed visitor ids, `perCell` for each pair of arms (A or B of FIRST, A or B of SECOND). */
function visitorsInBoth(perCell: number): { id: string; first: VariantKey; second: VariantKey }[] {
  const prefix = `e2e-meet-${randomUUID().slice(0, 8)}`;
  const left = new Map(['AA', 'AB', 'BA', 'BB'].map((cell) => [cell, perCell]));
  const found: { id: string; first: VariantKey; second: VariantKey }[] = [];
  for (let n = 0; [...left.values()].some((count) => count > 0); n++) {
    const id = `${prefix}-${n}`;
    const first = bucketedVariant(FIRST, aAndB(FIRST), id);
    const second = bucketedVariant(SECOND, aAndB(SECOND), id);
    const cell = `${first}${second}`;
    if ((left.get(cell) ?? 0) > 0) {
      found.push({ id: signedVisitor(id), first, second });
      left.set(cell, (left.get(cell) ?? 0) - 1);
    }
  }
  return found;
}

const cardViolations = (page: Page) => axeViolations(page, `article[aria-labelledby="experiment-${FIRST}-title"]`);

test('the card shows a run’s visitors by device, source and landing route; the overview flags two that meet @alone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(scaled(300_000));
  const releaseFirst = await holdExperiment(FIRST);
  const releaseSecond = await holdExperiment(SECOND);
  try {
    // The first run from its card, as a marketer starts it (paused first if it runs: Start then begins a new run).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/tests?experiment=${FIRST}`);
    const card = page.getByRole('article', { name: FIRST_NAME });
    await expect(card).toBeVisible({ timeout: scaled(15_000) });
    const controls = card.getByRole('region', { name: `What visitors get from ${FIRST_NAME}` });
    const announced = card.getByRole('status');
    if ((await apiExperimentState(request, FIRST)).status === 'running') {
      await controls.getByRole('button', { name: 'Pause', exact: true }).click();
      await expect(announced).toContainText('Paused since');
    }
    await controls.getByRole('button', { name: /^Start/ }).click();
    await expect(announced).toHaveText(new RegExp(`^${FIRST_NAME}: Running since `));
    // A and B only, so the pair's table has no arm of a few visitors (a change of weights begins a new run).
    if (!/ with weights A 50%, B 50%/.test((await announced.textContent()) ?? '')) {
      await controls.getByRole('button', { name: 'Change weights', exact: true }).click();
      const fields = controls.getByRole('group', { name: /^New weights/ });
      for (const [key, weight] of Object.entries(aAndB(FIRST)))
        await fields.getByLabel(`Weight of ${key}`).fill(String(weight));
      await fields.getByRole('button', { name: 'Save weights' }).click();
      await expect(announced).toHaveText(new RegExp(`^${FIRST_NAME}: Running since .* with weights A 50%, B 50%`));
    }
    await startFreshRun(request, SECOND);

    // Visitors' pages read the runs from the shell's config (briefly cached): wait until it has both new runs.
    await expect
      .poll(
        async () => {
          const { experiments } = (await (
            await request.get(`${origin('shell')}/config.json`, { headers: { 'Cache-Control': 'no-cache' } })
          ).json()) as { experiments: Record<string, { status: string; weights?: ExperimentWeights }> };
          return [FIRST, SECOND].map((id) => [experiments[id]?.status, experiments[id]?.weights]);
        },
        { timeout: scaled(30_000) },
      )
      .toEqual([
        ['running', aAndB(FIRST)],
        ['running', aAndB(SECOND)],
      ]);
    // Three visitors, each in a browser of their own.
    await visit(browser, { width: 390, userAgent: PHONE_UA, url: '/?utm_source=Newsletter' });
    await visit(browser, { width: 390, userAgent: PHONE_UA, url: '/care?source=waitlist_ad' });
    await visit(browser, { width: 1280, url: '/' });

    const segments = card.getByRole('region', { name: 'for exploring, not for deciding' });
    const table = (dimension: string) => segments.getByRole('region', { name: `${dimension} of ${FIRST_NAME}` });
    await expect(async () => {
      await page.reload();
      // Read once the card has read the segments (a table per dimension with visitors).
      await expect(table('Landing route').locator('tbody').first()).toBeVisible({ timeout: scaled(10_000) });
      expect(await segmentVisitors(table('Device class'))).toEqual({ phone: 2, desktop: 1 });
    }).toPass({ timeout: scaled(30_000) });
    // utm_source lower-cased; the waitlist link's `source` when there is no utm_source; "direct" when neither.
    expect(await segmentVisitors(table('Traffic source'))).toEqual({ newsletter: 1, waitlist_ad: 1, direct: 1 });
    expect(await segmentVisitors(table('Landing route'))).toEqual({ '/': 2, '/care': 1 });
    // Three visitors in an arm are far below 30: no rate is shown.
    await expect(segments.getByText('too few visitors').first()).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await segments.scrollIntoViewIfNeeded();
      expect(await cardViolations(page), `the card at ${width} px`).toEqual([]);
    }

    // Experiments that meet: 100 visitors in each pair of arms; of the B × B visitors 10 sign up, nobody else.
    // By hand (docs/statistics.md S12), with the three browser visitors in their cells too (none signed up):
    // the B × B rate is about 10 %, every other about 0 %, so the pair is far past Holm's 0.05 (χ² ≈ 9).
    const both = visitorsInBoth(100);
    for (let index = 0; index < both.length; index += 25) {
      // 25 visitors, 50 impressions: the most one batch may hold.
      const chunk = both.slice(index, index + 25);
      const response = await request.post(`${origin('api')}/events`, {
        data: {
          events: chunk.flatMap(({ id, first, second }) => [
            { name: 'experiment_impression', experiment_id: FIRST, variant_id: first, visitor_id: id },
            { name: 'experiment_impression', experiment_id: SECOND, variant_id: second, visitor_id: id },
          ]),
        },
      });
      expect(response.status(), await response.text()).toBe(202);
      expect(((await response.json()) as { refused?: unknown }).refused ?? {}).toEqual({});
    }
    const converters = both.filter(({ first, second }) => first === 'B' && second === 'B').slice(0, 10);
    for (const { id } of converters) await signUpAndConfirm(request, id, `${randomUUID()}@example.com`);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: '← All experiments' }).click();
    const meet = page.getByRole('region', { name: 'Experiments that meet' });
    const flagged = meet.getByRole('region', { name: 'Flagged pairs' });
    const pair = flagged.getByRole('row', { name: new RegExp(`^${FIRST_NAME} × ${SECOND_NAME}`) });
    await expect(async () => {
      await page.reload();
      await expect(pair).toBeVisible({ timeout: scaled(5_000) });
    }).toPass({ timeout: scaled(30_000) });
    await expect(meet).toContainText('For exploring, not for deciding.');
    await expect(meet).toContainText('No alert is sent for it.');
    await expect(pair.getByRole('cell').first()).toHaveText('Landing page');
    // 400 visitors of the api and the 3 of the browsers, all in both runs.
    await expect(pair.getByRole('cell').nth(1)).toHaveText('403');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await meet.scrollIntoViewIfNeeded();
      expect(await axeViolations(page, 'main'), `the overview at ${width} px`).toEqual([]);
    }
  } finally {
    releaseSecond();
    releaseFirst();
  }
});
