import type { APIRequestContext } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

/** See experiments-dashboard.spec.ts: axe's stylesheet probe is the one CSP report these tests expect. */
test.use({
  expectedErrors: [/Applying inline style violates .*style-src|^CSP violation: style-src-elem blocked inline$/],
});

async function figures(request: APIRequestContext, experimentId: string, variant: string) {
  const response = await request.get(`${origin('api')}/analytics/ab-stats?startDate=today&endDate=today`);
  const body = (await response.json()) as {
    experiments: { id: string; variants: Record<string, { views: number; conversions: number }> }[];
  };
  return body.experiments.find((entry) => entry.id === experimentId)?.variants[variant];
}

test('the debug page shows assignments, forces a variant and sends test events the stats leave out', async ({
  page,
  request,
}) => {
  const before = await figures(request, 'phone_feature_framing', 'C');
  await page.goto('/variant-debug');
  await expect(page.getByRole('heading', { level: 1, name: 'Variant Debug' })).toBeVisible();
  const assigned = page.getByRole('region', { name: 'Current Variant Assignments' });
  for (const id of ['family_headline', 'cta_button_text', 'cta_button_color', 'subheadline']) {
    await expect(assigned.getByRole('term').filter({ hasText: id })).toBeVisible();
  }
  // Playwright sets navigator.webdriver, so this browser counts as automated and sees the control.
  await expect(assigned.getByRole('definition').first()).toContainText('Variant A');
  const log = page.getByRole('log', { name: 'Debug log' });
  await expect(log.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('Not forcing any variant (showing natural assignments)')).toBeVisible();

  await page.getByLabel('Experiment').selectOption('phone_feature_framing');
  await page.getByLabel('Force variant').selectOption('C');
  await expect(page.getByText('Currently forcing: phone_feature_framing → variant C')).toBeVisible();

  const sent: Record<string, unknown>[] = [];
  const accepted: number[] = [];
  let posted = 0;
  page.on('request', (req) => {
    if (req.method() !== 'POST' || req.url() !== `${origin('api')}/events`) return;
    posted += 1;
    const body = JSON.parse(req.postData() ?? '{}') as { events?: Record<string, unknown>[] };
    sent.push(...(body.events ?? []));
  });
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url() === `${origin('api')}/events`) {
      accepted.push(response.status());
    }
  });
  await page.getByRole('button', { name: 'Send Test Impression' }).click();
  await page.getByRole('button', { name: 'Send Test Conversion' }).click();
  await expect(log).toContainText('Impression: phone_feature_framing → variant C (debug_test');
  await expect(log).toContainText('Conversion: phone_feature_framing → variant C (debug_test');
  await expect.poll(() => sent.filter((event) => event.event_category === 'debug_test').length).toBe(2);
  expect(sent).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        name: 'experiment_impression',
        experiment_id: 'phone_feature_framing',
        variant_id: 'C',
        event_category: 'debug_test',
      }),
      expect.objectContaining({
        name: 'experiment_conversion',
        experiment_id: 'phone_feature_framing',
        variant_id: 'C',
        event_category: 'debug_test',
      }),
    ]),
  );
  // The api takes the test events, and its stats leave them out. Views are shared with tests running in
  // parallel (a landing-page visitor may be assigned this very variant), but no other test converts in it.
  await expect.poll(() => accepted.length === posted && accepted.every((status) => status === 202)).toBe(true);
  expect((await figures(request, 'phone_feature_framing', 'C'))?.conversions ?? 0).toBe(before?.conversions ?? 0);

  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Clear Log' }).click();
  await expect(log.getByText('No events yet...')).toBeVisible();
});

test('a forced variant shows on the debug page and Clear All Variant Assignments reloads without it', async ({
  page,
}) => {
  // The page runs on a clock the test moves, so the wait before the reload is checked without timing it.
  await page.clock.install();
  await page.goto('/variant-debug');
  await page.getByLabel('Experiment').selectOption('cta_button_color');
  await page.getByLabel('Force variant').selectOption('D');
  await expect(
    page.getByRole('region', { name: 'Current Variant Assignments' }).getByRole('definition').nth(2),
  ).toHaveText(/Variant D · Orange \(forced\)/);

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.evaluate(() => {
    (window as unknown as { beforeClear?: boolean }).beforeClear = true;
  });
  const sameDocument = () => page.evaluate(() => (window as unknown as { beforeClear?: boolean }).beforeClear === true);
  await page.getByRole('button', { name: 'Clear All Variant Assignments' }).click();
  await expect(page.getByText('Variant assignments cleared! Refreshing page...')).toBeVisible();
  await page.clock.runFor(1499);
  expect(await sameDocument(), 'reloaded before 1.5 s').toBe(true);
  await expect(page.getByText('Variant assignments cleared! Refreshing page...')).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(1);
  await reloaded;
  await page.clock.resume();
  expect(await sameDocument()).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Variant Debug' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Current Variant Assignments' }).getByRole('definition').nth(2),
  ).toContainText('Variant A');
  expect(await page.evaluate(() => localStorage.getItem('nvx_force_cta_button_color'))).toBeNull();
});

test('a variant forced by URL parameter is shown to an automated browser too', async ({ page }) => {
  await page.goto('/variant-debug?nvx_family_headline=E');
  await expect(
    page.getByRole('region', { name: 'Current Variant Assignments' }).getByRole('definition').first(),
  ).toHaveText(/Variant E · Independence \(forced\)/);
});
