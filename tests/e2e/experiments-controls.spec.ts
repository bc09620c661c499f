import { readFile } from 'node:fs/promises';
import type { ExperimentState } from '@novavox/contracts-experiments/experiment-state';
import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { restoreExperiment } from '../support/experiment-restore';
import { freshVisit } from '../support/fresh-visit';
import { holdExperimentAsFound } from '../support/held-experiment';
import { origin } from '../support/site';
import { E2E_TEAM, signedInStorageState, signInLinksTo, waitForSignInLinks } from '../support/team-sign-in';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

/**
 * A marketer signs in through the e-mailed link, runs family_headline from the dashboard, start to shipped winner,
 * and a fresh visitor in another browser gets what each step promises; the card's history names the marketer.
 */
const MARKETER = E2E_TEAM.marketer;
const EXPERIMENT = 'family_headline';

test.use({
  // The marketer starts signed out (the other specs start as the admin) and signs in as a person does. Until then
  // the stats answer 401, which the browser logs; axe's stylesheet probe too.
  storageState: { cookies: [], origins: [] },
  expectedErrors: [new RegExp(`status of 401|${AXE_STYLESHEET_PROBE.map((pattern) => pattern.source).join('|')}`)],
});

/** The sign-in of team-sign-in.spec.ts: the address on the dashboard, the link from the real inbox, its button. */
async function signInAsMarketer(page: Page) {
  await page.goto('/admin/tests');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form).toBeVisible({ timeout: scaled(15_000) });
  const before = (await signInLinksTo(MARKETER)).length;
  await form.getByLabel('Work e-mail').fill(MARKETER);
  await form.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  // The form and its button are gone: focus is on what to do now, not on the page's body.
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
  const [link] = await waitForSignInLinks(MARKETER, before + 1, scaled(15_000));
  if (!link) throw new Error('no sign-in link');
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origin('shell')}/admin/tests`);
  await expect(page.getByText(`Signed in as ${MARKETER}`)).toBeVisible();
  await expect(page.getByText('role: marketing')).toBeVisible();
}

/** What a visitor's page is served (the site's server asks the api and keeps the answer a moment). */
async function servedStatus(request: APIRequestContext): Promise<string | undefined> {
  const response = await request.get(`${origin('shell')}/config.json`);
  return ((await response.json()) as { experiments: Record<string, { status: string }> }).experiments[EXPERIMENT]
    ?.status;
}

/** Puts family_headline back as the test found it, through the admin api (a run that was running runs again). */
async function restore(requests: APIRequest, found: ExperimentState) {
  // The test's own request context is signed out; the team admin puts things back.
  const request = await requests.newContext({ storageState: await signedInStorageState(E2E_TEAM.admin) });
  await restoreExperiment(request, EXPERIMENT, found, 'e2e: back to the state the controls test found');
  // Not started cannot be returned to: the test leaves B shipped, as experiments-live-state.spec.ts does.
  await request.dispose();
}

// At a desktop's width and a phone's: the journey, and where focus goes after each action, hold at both.
for (const width of [1280, 390]) {
  test(`a marketer starts, pauses and ships family_headline from the dashboard; visitors follow; the history names them (${width} px)`, async ({
    page,
    browser,
    request,
    playwright,
  }) => {
    test.setTimeout(scaled(240_000));
    await page.setViewportSize({ width, height: 900 });
    const { found, done } = await holdExperimentAsFound(request, EXPERIMENT, (found) =>
      restore(playwright.request, found),
    );
    try {
      await signInAsMarketer(page);
      const card = page.getByRole('article', { name: 'Family Headline' });
      await expect(card).toBeVisible({ timeout: scaled(15_000) });
      const controls = card.getByRole('region', { name: 'What visitors get from Family Headline' });
      const announced = card.getByRole('status');
      const reason = controls.getByLabel('Reason (optional, kept in the history)');
      if (found.status === 'running') {
        await controls.getByRole('button', { name: 'Pause' }).click();
        await expect(announced).toContainText('Paused since');
      }

      // Start: a fresh visitor is bucketed and logs one impression.
      await reason.fill('e2e: controls start');
      await controls.getByRole('button', { name: /^Start/ }).click();
      await expect(announced).toHaveText(/^Family Headline: Running since \d{1,2} \w{3} \d{4} with weights A 16\.7%/);
      // Start is gone with the state: focus is on the message saying the new one.
      await expect(announced).toBeFocused();
      // The card's line follows the state at once: never "Not started" once started.
      await expect(card.locator('[data-action]')).not.toContainText('Not started');
      await expect(card.getByText('Active', { exact: true })).toBeVisible();
      await expect(controls.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expect(controls.getByRole('button', { name: 'Resume' })).toHaveCount(0);
      await expect.poll(() => servedStatus(request), { timeout: scaled(15_000) }).toBe('running');
      const running = await freshVisit(browser);
      expect(running.variant).toMatch(/^[A-F]$/);
      expect(running.impressions).toBe(1);

      // The run keeps the plan it started with (the catalog's here), and "How this is computed" says so with its N*.
      await page.getByRole('button', { name: 'Refresh Data' }).click();
      const how = card.locator('details').filter({ hasText: 'How this is computed' });
      await how.getByText('How this is computed').click();
      await expect(how).toContainText(
        /The plan of this run: find a lift of \+20% on 5%, fixed when the run started \(\d{1,2} \w{3} \d{4}, \d\d:\d\d UTC\)\. From it the daily-safe range is tuned once for the whole run, narrowest around [\d,]+ visitors in total \(N\*\)/,
      );
      await how.getByText('How this is computed').click();

      // Pause: new visitors get A and log nothing.
      await reason.fill('e2e: controls pause');
      await controls.getByRole('button', { name: 'Pause' }).click();
      await expect(announced).toHaveText(/^Family Headline: Paused since /);
      await expect(announced).toBeFocused();
      await expect(card.locator('[data-action]')).toContainText('Paused');
      await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
      await expect.poll(() => servedStatus(request), { timeout: scaled(15_000) }).toBe('paused');
      const paused = await freshVisit(browser);
      expect(paused.impressions).toBe(0);
      expect(paused.variant).toContain('Peace of mind for you.');

      // Ship B, confirmed in a dialog: every visitor sees B and nothing is logged.
      await reason.fill('e2e: controls ship');
      await controls.getByLabel('Variant to ship').selectOption('B');
      await controls.getByRole('button', { name: /^Ship B/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Ship B of Family Headline to every visitor?' });
      await expect(dialog).toBeVisible();
      // The decision is taken with the run's figures in view.
      await expect(dialog.getByRole('region', { name: "Family Headline: the run's figures" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Ship B to everyone' }).click();
      await expect(dialog).toBeHidden();
      await expect(announced).toHaveText('Family Headline: Shipped B to everyone.');
      await expect(announced).toBeFocused();
      await expect(card.locator('[data-action]')).toContainText('Shipped B');
      await expect(controls.getByRole('button')).toHaveText(['Start a new run']);
      await expect.poll(() => servedStatus(request), { timeout: scaled(15_000) }).toBe('concluded');
      for (let visitor = 0; visitor < 2; visitor++) {
        const shipped = await freshVisit(browser);
        expect(shipped.impressions).toBe(0);
        expect(shipped.variant).toContain('Worried about Mom living alone?');
      }

      // The three changes, newest first, with the marketer's name and reasons.
      const history = card.getByRole('region', { name: 'Family Headline history' }).getByRole('listitem');
      await expect(history.nth(0)).toContainText(`shipped B by ${MARKETER} (e2e: controls ship)`);
      await expect(history.nth(1)).toContainText(`paused by ${MARKETER} (e2e: controls pause)`);
      await expect(history.nth(2)).toContainText(`started with weights A 16.7%`);
      await expect(history.nth(2)).toContainText(`by ${MARKETER} (e2e: controls start)`);

      // Two tabular files, one kind of row each, named with the day: the results and the same three changes.
      const today = new Date().toISOString().slice(0, 10);
      const saved = async (button: string) => {
        const download = page.waitForEvent('download');
        await card.getByRole('button', { name: button }).click();
        const file = await download;
        return {
          name: file.suggestedFilename(),
          lines: (await readFile(await file.path(), 'utf8')).trim().split('\r\n'),
        };
      };
      const results = await saved('Export results (CSV)');
      expect(results.name).toBe(`experiment-family_headline-results-${today}.csv`);
      expect(results.lines[0]).toMatch(/^experiment_id,results_range,variant,/);
      expect(
        results.lines.slice(1).filter((line) => line.startsWith('family_headline,30daysAgo..today,')),
      ).toHaveLength(6);
      expect(results.lines).toHaveLength(7);
      const changes = await saved('Export history (CSV)');
      expect(changes.name).toBe(`experiment-family_headline-history-${today}.csv`);
      expect(changes.lines[0]).toBe(
        'experiment_id,changed_at,actor,action,reason,status_before,status_after,run_id,weights_percent,winner',
      );
      const rows = changes.lines.slice(1);
      expect(rows.every((line) => line.startsWith('family_headline,'))).toBe(true);
      expect(rows.slice(-3).map((line) => line.split(',')[3])).toEqual(['start', 'pause', 'conclude']);
      expect(rows.at(-3)).toContain('A 16.67% B 16.67% C 16.67% D 16.67% E 16.67% F 16.67%');
      expect(rows.at(-1)).toContain(`,${MARKETER},conclude,e2e: controls ship,paused,concluded,`);

      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await done();
    }
  });
}
