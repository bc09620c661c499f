import type { ExperimentState } from '@novavox/contracts-experiments/experiment-state';
import type { APIRequestContext, Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { apiExperimentState } from '../support/experiment-state';
import { holdExperimentAsFound } from '../support/held-experiment';
import { expectNoPageOverflow } from '../support/page-overflow';
import { origin } from '../support/site';
import { E2E_TEAM } from '../support/team-sign-in';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

/**
 * The experiment watch on a card (docs/experiment-watch.md, "On the dashboard"), against the real api: the admin
 * sets an end date through the card (a past one is refused, with the api's message by the field), reads it on the
 * card and in the overview, and clears it; turns the alert e-mails off and on. The e2e api has no clock a spec can
 * move, so the end date acting is checked in the api's tests (api/src/watch/end-dates.test.ts); the one alert
 * listed here is served by page.route in the api's shape, after the card read the real list. Axe on the card at
 * 1280 and 390 px.
 */
const EXPERIMENT = 'cta_layout';
const NAME = 'CTA Layout';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The past end date's 400 is logged by the browser; axe's stylesheet probe too (one pattern: see support/axe.ts).
test.use({
  expectedErrors: [new RegExp(`status of 400|${AXE_STYLESHEET_PROBE.map((pattern) => pattern.source).join('|')}`)],
});

/** A UTC day `days` from today, as the date field takes it and as the dashboard writes it ("28 Dec 2026"). */
function dayFromToday(days: number) {
  const day = new Date(Date.now() + days * 86_400_000);
  return {
    iso: day.toISOString().slice(0, 10),
    words: `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`,
  };
}

async function cardViolations(page: Page) {
  return axeViolations(page, `article[aria-labelledby="experiment-${EXPERIMENT}-title"]`);
}

/** Started here: paused again, as api-backend.spec.ts leaves it; a run found is left as it was, end date gone. */
async function putBack(request: APIRequestContext, found: ExperimentState) {
  const now = await apiExperimentState(request, EXPERIMENT);
  if ((now.status === 'running' || now.status === 'paused') && now.end) {
    await request.post(`${origin('api')}/admin/experiments/${EXPERIMENT}/schedule`, { data: { end: null } });
  }
  if (found.status !== 'running' && now.status === 'running') {
    await request.post(`${origin('api')}/admin/experiments/${EXPERIMENT}/pause`, { data: {} });
  }
}

for (const width of [1280, 390]) {
  test(`the card sets, shows and clears an end date, and lists the alerts sent (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    await page.setViewportSize({ width, height: 900 });
    const { found, done } = await holdExperimentAsFound(request, EXPERIMENT, (found) => putBack(request, found));
    try {
      const alertsRead = page.waitForResponse((response) => response.url().endsWith(`/${EXPERIMENT}/alerts`));
      await page.goto(`/admin/tests?experiment=${EXPERIMENT}`);
      const card = page.getByRole('article', { name: NAME });
      await expect(card).toBeVisible({ timeout: scaled(15_000) });
      expect((await alertsRead).status()).toBe(200);
      const watch = card.getByRole('region', { name: 'The watch: end date, guardrails and alerts' });
      await expect(watch.getByRole('region', { name: 'Alerts sent to the team' })).toBeVisible();

      const starts = found.status !== 'running' && found.status !== 'paused';
      const submit = watch.getByRole('button', {
        name: starts ? 'Start with this end date' : /^(Set|Change) end date$/,
      });
      const day = watch.getByLabel('End date (UTC)');

      // Yesterday: the api refuses it, and its message stands by the field, which says it is wrong.
      await day.fill(dayFromToday(-1).iso);
      await submit.click();
      const error = watch.getByText('End date: must be in the future');
      await expect(error).toBeVisible();
      await expect(day).toHaveAttribute('aria-invalid', 'true');
      await expect(day).toHaveAttribute('aria-describedby', (await error.getAttribute('id')) ?? '');
      expect(await cardViolations(page)).toEqual([]);

      // A month from now at 09:00 UTC, shipping the winner.
      const end = dayFromToday(30);
      await day.fill(end.iso);
      await watch.getByLabel('Time (UTC)').fill('09:00');
      await watch.getByLabel('At the end').selectOption('ship_winner');
      await submit.click();
      await expect(
        watch.getByText(`Ends ${end.words}, 09:00 UTC: ship the winner, else stop and keep A`, { exact: true }),
      ).toBeVisible();
      await expect(error).toBeHidden();
      const after = await apiExperimentState(request, EXPERIMENT);
      expect(after.status === 'running' || after.status === 'paused' ? after.end : null).toEqual({
        at: `${end.iso}T09:00:00.000Z`,
        action: 'ship_winner',
      });
      expect(await cardViolations(page)).toEqual([]);
      await expectNoPageOverflow(page);

      // The overview's row says it too.
      await page.getByRole('link', { name: '← All experiments' }).click();
      const row = page.getByRole('region', { name: 'Overview' }).getByRole('row', { name: new RegExp(`^${NAME}`) });
      await expect(row.getByRole('cell').first()).toContainText(
        `Ends ${end.words}: ship the winner, else stop and keep A`,
      );

      // An alert as the api lists it, on the card.
      await page.route(`**/admin/experiments/${EXPERIMENT}/alerts`, (route) =>
        route.fulfill({
          json: {
            alerts: [
              {
                kind: 'end',
                runId: 'run-e2e',
                subject: `${EXPERIMENT}: end date reached, team told`,
                foundAt: '2026-11-27T09:00:00.000Z',
                sentAt: '2026-11-27T09:00:00.000Z',
                recipients: 3,
                webhook: '204',
              },
            ],
          },
        }),
      );
      await page.goto(`/admin/tests?experiment=${EXPERIMENT}`);
      const list = watch.getByRole('region', { name: 'Alerts sent to the team' }).getByRole('listitem');
      await expect(list).toHaveText([
        `${EXPERIMENT}: end date reached, team told (sent 27 Nov 2026, 09:00 UTC to 3 team members; webhook 204)`,
      ]);
      expect(await cardViolations(page)).toEqual([]);
      await expectNoPageOverflow(page);

      // Cleared from the card: the api's run has no end date left.
      await watch.getByRole('button', { name: 'Clear end date' }).click();
      await expect(watch.getByText('No end date: the run goes on until someone stops it.')).toBeVisible();
      const cleared = await apiExperimentState(request, EXPERIMENT);
      expect(cleared.status === 'running' || cleared.status === 'paused' ? cleared.end : 'no run').toBeUndefined();
    } finally {
      await done();
    }
  });
}

test('a member turns the alert e-mails off and on from the dashboard', async ({ page }) => {
  await page.goto('/admin/tests');
  const box = page.getByRole('checkbox', { name: `E-mail me the experiment watch's alerts (${E2E_TEAM.admin})` });
  await expect(box).toBeEnabled({ timeout: scaled(15_000) });
  const was = await box.isChecked();
  try {
    await box.setChecked(!was);
    await expect(box).toBeChecked({ checked: !was });
    await page.reload();
    await expect(box).toBeEnabled({ timeout: scaled(15_000) });
    await expect(box).toBeChecked({ checked: !was });
  } finally {
    await box.setChecked(was);
    await expect(box).toBeChecked({ checked: was });
  }
});
