import { sampleExperiment, sampleRun } from '@novavox/contracts-api/testing';
import type { Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

/**
 * The marketer's desk (issue 46): the overview first, a card at its own address, and the figures' rules on a
 * small, odd sample, at a desktop's and a phone's width; axe on every page and dialog. The answer of the stats
 * endpoint is this test's own (page.route), so the figures are known; the states come from the real api.
 */

// cta_layout (A, B, C). The range: A converts 0 of 40, B 3 of 40, C 1 of 40. The run: A 400 visitors and 0
// conversions (a control at 0 %), B one visitor, C 400 visitors and 8 conversions.
const odd = {
  ...sampleExperiment('cta_layout', { A: [40, 0], B: [40, 3], C: [40, 1] }),
  run: sampleRun('2026-11-01T00:00:00.000Z', '2026-11-21', { A: [400, 0], B: [1, 0], C: [400, 8] }),
};
// family_headline: six arms, 14 visitors in all: nothing is "best", the sample ratio is not read yet.
const tiny = {
  ...sampleExperiment('family_headline', { A: [3, 1], B: [3, 0], C: [2, 1], D: [2, 0], E: [2, 0], F: [2, 0] }),
  run: sampleRun('2026-11-20T00:00:00.000Z', '2026-11-21', {
    A: [3, 1],
    B: [3, 0],
    C: [2, 1],
    D: [2, 0],
    E: [2, 0],
    F: [2, 0],
  }),
};

async function serveOddStats(page: Page) {
  await page.route('**/analytics/ab-stats?**', (route) =>
    route.fulfill({ json: { experiments: [odd, tiny], connectionSuccessful: true, hasRealAbData: true } }),
  );
}

test.use({ expectedErrors: AXE_STYLESHEET_PROBE });

for (const width of [1280, 390]) {
  test(`the overview opens each card at its own address, at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await serveOddStats(page);
    await page.goto('/admin/tests');
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toBeVisible({ timeout: scaled(15_000) });
    await expect(overview.getByRole('columnheader')).toHaveText([
      'Experiment',
      'State',
      'Days running',
      'Visitors since start',
      'Verdict',
      'Next',
    ]);
    // One row per experiment (and the header row); 1 + 400 + 400 visitors on CTA Layout's run.
    await expect(overview.getByRole('row')).toHaveCount(3);
    await expect(
      overview
        .getByRole('row', { name: /^CTA Layout/ })
        .getByRole('cell')
        .nth(2),
    ).toHaveText('801');
    expect(await axeViolations(page)).toEqual([]);

    await overview.getByRole('link', { name: 'CTA Layout' }).click();
    await expect(page).toHaveURL(/\/admin\/tests\?experiment=cta_layout$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = page.getByRole('article', { name: 'CTA Layout' });
    await expect(card).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The detail view, a dialog: axe finds nothing in it either.
    await card.getByRole('button', { name: 'View variant C of CTA Layout' }).click();
    const detail = page.getByRole('dialog', { name: /^Variant C/ });
    await expect(detail).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // Back returns to the overview; the card's address opens it directly too.
    await page.goBack();
    await expect(overview).toBeVisible();
    await page.goto('/admin/tests?experiment=family_headline');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Family Headline' })).toBeVisible({ timeout: scaled(15_000) });
    await page.getByRole('link', { name: '← All experiments' }).click();
    await expect(page).toHaveURL(/\/admin\/tests$/);
    await expect(overview).toBeVisible();
  });
}

test('figures read right on a control at 0 %, a one-visitor arm and 14 visitors over six arms', async ({ page }) => {
  test.slow();
  await serveOddStats(page);
  await page.goto('/admin/tests?experiment=cta_layout');
  const card = page.getByRole('article', { name: 'CTA Layout' });
  await expect(card).toBeVisible({ timeout: scaled(15_000) });

  // The range: A converts 0 %, so no lift is defined: a dash, neither red nor green.
  const range = card.getByRole('region', { name: 'CTA Layout variants' });
  for (const key of ['B', 'C']) {
    const lift = range
      .getByRole('row', { name: new RegExp(`^${key} `) })
      .getByRole('cell')
      .nth(4);
    await expect(lift).toHaveText('—');
    await expect(lift).not.toHaveClass(/negative|positive/);
  }

  // The run: B has one visitor, nothing to say; C's interval stays within what a rate can do.
  const run = card.getByRole('region', { name: 'CTA Layout since the start' });
  await expect(run.getByRole('row', { name: /^B / })).toContainText('too few visitors to say');
  const interval = (await run.getByRole('row', { name: /^C / }).getByRole('cell').nth(4).textContent()) ?? '';
  const bounds = [...interval.matchAll(/([−+]?)(\d+\.\d)/g)].map(
    ([, sign, value]) => (sign === '−' ? -1 : 1) * Number(value),
  );
  expect(bounds).toHaveLength(2);
  for (const bound of bounds) expect(Math.abs(bound)).toBeLessThanOrEqual(100);

  // Six arms, 14 visitors: no star, no sample-ratio verdict, and the count names the arms it counts.
  await page.goto('/admin/tests?experiment=family_headline');
  const headline = page.getByRole('article', { name: 'Family Headline' });
  await expect(headline).toBeVisible({ timeout: scaled(15_000) });
  await expect(headline.getByText('★ best')).toHaveCount(0);
  await expect(headline.getByText(/^Sample ratio: too few visitors to check \(14 so far/)).toBeVisible();
  await headline.getByText('How this is computed').click();
  await expect(headline.getByText(/With 5 variants \(B–F\) against A, each comparison/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
