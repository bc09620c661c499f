import { experimentById } from '@novavox/contracts-experiments';
import type { APIRequestContext, Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { runExperiment } from '../support/confirmed-signup';
import { holdExperiment } from '../support/experiment-lock';
import { restoreExperiment } from '../support/experiment-restore';
import { apiExperimentState } from '../support/experiment-state';
import { origin } from '../support/site';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

// Issue 46 item 4 (docs/analytics-and-experiments.md, "Previews of coded variants"): a coded experiment's card
// previews the variant picked, on the real landing page at 390 and 1280 px, without assigning the admin or
// counting an impression.

test.use({ expectedErrors: AXE_STYLESHEET_PROBE });

const HEADLINE = 'section[aria-labelledby="hero-title"] h1';
const CARD = 'article[aria-labelledby="experiment-family_headline-title"]';

async function viewsOfB(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${origin('api')}/analytics/ab-stats?startDate=today&endDate=today`);
  const body = (await response.json()) as {
    experiments: { id: string; variants: Record<string, { views: number }> }[];
  };
  return body.experiments.find((entry) => entry.id === 'family_headline')?.variants.B?.views ?? 0;
}

/** The admin's own stored state for the experiment: what a preview must leave alone. */
const ownState = (page: Page) =>
  page.evaluate(() => ({
    storage: Object.fromEntries(
      Object.keys(localStorage)
        // The outgoing event queue comes and goes with every flush; assignments and marks stay.
        .filter((key) => key.startsWith('nvx_') && !['nvx_qa_allow_automation', 'nvx_event_queue'].includes(key))
        .map((key) => [key, localStorage.getItem(key)]),
    ),
    cookies: document.cookie
      .split('; ')
      .filter((cookie) => cookie.startsWith('nvx_'))
      .sort(),
  }));

// It reads B's views from the shared api, which any other spec's visit to / could add to while family_headline runs
// (one did, once, in a CI): so it runs alone (`@alone`), after the others.
test('a card previews variant B at 390 and 1280 px with its real copy, assigning and counting nothing @alone', async ({
  page,
  request,
}) => {
  test.slow();
  // Running, so a view that was not forced would assign the admin and count an impression. The subheadline runs
  // too: the frames show it unforced, and the admin was never assigned to it, so a frame that wrote to the storage
  // it shares with the dashboard would assign them. Held in this order (family_headline first) like every spec.
  const held = ['family_headline', 'subheadline'] as const;
  const releases = [await holdExperiment(held[0]), await holdExperiment(held[1])];
  const found = await Promise.all(held.map(async (id) => [id, await apiExperimentState(request, id)] as const));
  try {
    for (const id of held) await runExperiment(request, id);
    await previewVariantB(page, request);
  } finally {
    for (const [id, state] of found) await restoreExperiment(request, id, state, 'e2e: previews put back');
    for (const release of releases) release();
  }
});

async function previewVariantB(page: Page, request: APIRequestContext) {
  // A visitor the rules would assign and count: without this, Playwright's webdriver flag makes every view a bot's.
  await page.addInitScript(() => localStorage.setItem('nvx_qa_allow_automation', 'true'));
  const posted: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url() === `${origin('api')}/events`) posted.push(req.postData() ?? '');
  });
  const viewsBefore = await viewsOfB(request);
  await page.goto('/admin/tests');
  const card = page.locator(CARD);
  await expect(card).toBeVisible({ timeout: scaled(15_000) });
  const before = await ownState(page);

  await expect(card.locator('iframe')).toHaveCount(0);
  await card.getByText('Previews', { exact: true }).click();
  await card.getByRole('group', { name: 'Variant shown' }).getByRole('radio', { name: 'B' }).check();

  const copyOfB = experimentById('family_headline').variants.find((variant) => variant.key === 'B')?.description;
  expect(copyOfB).toBeTruthy();
  for (const [width, label] of [
    [390, 'Phone'],
    [1280, 'Desktop'],
  ] as const) {
    const frame = page.frameLocator(`${CARD} iframe[title="Family Headline: variant B at ${width} px"]`);
    await expect(frame.locator(HEADLINE)).toHaveText(copyOfB ?? '', { timeout: scaled(20_000) });
    await expect(card.getByText(`${label}, ${width} px: variant B`)).toBeVisible({ timeout: scaled(20_000) });
  }

  // Give the frames' event queues time to flush what they would send, then compare.
  await page.waitForTimeout(2_000);
  expect(posted.filter((body) => body.includes('"experiment_id":"family_headline"'))).toEqual([]);
  // Nor a page view: the frames show `/`, the dashboard itself is /admin/tests.
  expect(posted.filter((body) => body.includes('"page_path":"/"'))).toEqual([]);
  expect(await ownState(page)).toEqual(before);
  expect(await viewsOfB(request)).toBe(viewsBefore);

  expect(await axeViolations(page, CARD)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page, CARD)).toEqual([]);
}
