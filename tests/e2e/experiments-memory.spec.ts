import { readFile } from 'node:fs/promises';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { holdExperiment } from '../support/experiment-lock';
import { restoreExperiment } from '../support/experiment-restore';
import { apiExperimentState } from '../support/experiment-state';
import { holdExperimentAsFound } from '../support/held-experiment';
import { firstFormatShareToken, shareToken } from '../support/share-link';
import { origin } from '../support/site';
import { E2E_TEAM, signInLinksTo, waitForSignInLinks } from '../support/team-sign-in';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

/**
 * Memory of what was learned (issue 46, item 4; docs/experiment-memory.md): a hypothesis and notes on the card, a
 * concluded run in the archive and its CSV, a read-only share link opened signed out (an expired one refused, and
 * the link itself refused once withdrawn on the card),
 * and axe on the api's own pages: the sign-in page, the outbox, the contact messages, and a refusal.
 */
const EXPERIMENT = 'family_headline';

test.use({ expectedErrors: [new RegExp(`status of 410|${AXE_STYLESHEET_PROBE.map((p) => p.source).join('|')}`)] });

test('a hypothesis and notes on the card, a concluded run in the archive and its CSV', async ({ page }) => {
  test.setTimeout(scaled(180_000));
  const { done } = await holdExperimentAsFound(page.request, EXPERIMENT, (found) =>
    restoreExperiment(page.request, EXPERIMENT, found, 'e2e: back to the state the memory test found'),
  );
  const mark = `e2e ${Date.now()}`;
  try {
    await page.goto(`/admin/tests?experiment=${EXPERIMENT}`);
    const card = page.getByRole('article', { name: 'Family Headline' });
    const memory = card.getByRole('region', { name: 'Hypothesis and notes' });
    await memory.getByRole('button', { name: 'Edit the hypothesis and notes of Family Headline' }).click();
    const hypothesis = memory.getByRole('textbox', { name: /^Hypothesis \(one line/ });
    await expect(hypothesis).toBeFocused();
    // The forms' text rules: no markup in the one-line hypothesis; the field says so and nothing is saved.
    await hypothesis.fill(`Naming <b>the parent</b> ${mark}`);
    await memory.getByRole('button', { name: 'Save' }).click();
    await expect(hypothesis).toHaveAttribute('aria-invalid', 'true');
    await hypothesis.fill(`Naming the parent lifts sign-ups (${mark})`);
    await memory.getByRole('textbox', { name: /^Notes/ }).fill(`Seen on phones first.\nThen on desktop. ${mark}`);
    await memory.getByRole('button', { name: 'Save' }).click();
    await expect(memory.getByText(/^Saved as version \d+\.$/)).toBeFocused();
    await expect(memory).toContainText(`Naming the parent lifts sign-ups (${mark})`);
    await expect(memory).toContainText(/Last edited by e2e-admin@example\.com on \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC\./);
    expect(await axeViolations(page)).toEqual([]);

    // A run is concluded (the controls spec ships through the dialog; here the api does it for the admin).
    const post = (action: string, data: Record<string, unknown>) =>
      page.request.post(`${origin('api')}/admin/experiments/${EXPERIMENT}/${action}`, { data });
    if ((await apiExperimentState(page.request, EXPERIMENT)).status !== 'running')
      expect((await post('start', {})).status()).toBe(201);
    expect((await post('conclude', { winner: 'B', reason: `memory ${mark}` })).status()).toBe(201);

    await page.goto('/admin/tests');
    const archive = page.getByRole('region', { name: 'Archive of concluded runs' });
    const row = archive.getByRole('row').filter({ hasText: `memory ${mark}` });
    await expect(row).toHaveCount(1, { timeout: scaled(15_000) });
    await expect(row).toContainText('Family Headline');
    await expect(row).toContainText('Shipped B');
    await expect(row).toContainText('e2e-admin@example.com');
    // Nobody visited this run: its counts say so, and there is nothing to compare.
    await expect(row).toContainText('A Peace of mind: 16.7% of visitors, 0 of 0');
    await expect(row).toContainText('No visitors to compare');
    expect(await axeViolations(page, 'section[aria-labelledby="experiment-archive-title"]')).toEqual([]);

    const saving = page.waitForEvent('download');
    await archive.getByRole('button', { name: 'Export archive (CSV)' }).click();
    const file = await saving;
    expect(file.suggestedFilename()).toMatch(/^experiment-archive-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile((await file.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^experiment_id,experiment_name,run_id,started_at,ended_at,weights_percent,/);
    expect(csv).toContain(`memory ${mark}`);
  } finally {
    await done();
  }
});

test('a share link opens the results read-only signed out; an expired, altered or withdrawn one is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  await page.goto(`/admin/tests?experiment=${EXPERIMENT}`);
  const card = page.getByRole('article', { name: 'Family Headline' });
  await card.getByRole('button', { name: 'Make a read-only link to the results of Family Headline' }).click();
  const field = card.getByRole('textbox', { name: 'Read-only link, for anyone who has it' });
  await expect(field).toBeFocused();
  const link = await field.inputValue();
  expect(link).toMatch(new RegExp(`^${origin('shell')}/admin/tests\\?share=[\\w-]{16}\\.\\d+\\.[\\w-]{43}$`));
  const token = new URL(link).searchParams.get('share') ?? '';
  const [linkId = ''] = token.split('.');
  // The card lists it with a Withdraw button naming it by the start of its id; axe finds nothing on the card.
  const withdraw = card
    .getByRole('list', { name: /^Open links \(\d+\)$/ })
    .getByRole('button', { name: new RegExp(`^Withdraw the link starting ${linkId.slice(0, 6)}, made by .+ UTC$`) });
  await expect(withdraw).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const view = await stranger.newPage();
    await view.goto(link);
    await expect(view.getByRole('heading', { level: 1, name: 'Results: Family Headline' })).toBeVisible({
      timeout: scaled(15_000),
    });
    await expect(view.getByRole('region', { name: 'Family Headline since the start' })).toBeVisible();
    await expect(view.getByText(/This link works until \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC/)).toBeVisible();
    // Read-only: no control, no field, and no sign-in form (the site's header keeps its own menu).
    const shared = view.getByRole('region', { name: 'Results: Family Headline' });
    await expect(shared.getByRole('button')).toHaveCount(0);
    await expect(shared.getByRole('textbox')).toHaveCount(0);
    await expect(view.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
    expect(await axeViolations(view)).toEqual([]);

    // The same link id signed an hour ago with the api's secret (an independent signer, support/share-link.ts).
    const expired = shareToken(linkId, Math.floor(Date.now() / 1000) - 3600);
    await view.goto(`${origin('shell')}/admin/tests?share=${expired}`);
    await expect(view.getByRole('alert')).toHaveText('This results link has expired; ask the team for a new one');
    await expect(view.getByRole('region', { name: 'Family Headline since the start' })).toHaveCount(0);
    expect(await axeViolations(view)).toEqual([]);
    // The same link with a later expiry written in: the signature no longer matches.
    const altered = token.replace(/\.(\d+)\./, (_, seconds: string) => `.${Number(seconds) + 86_400}.`);
    expect(altered).not.toBe(token);
    // A link of the first format (no recorded link, so never withdrawable) is refused too.
    const firstFormat = firstFormatShareToken(EXPERIMENT, Math.floor(Date.now() / 1000) + 3600);
    for (const refusedToken of [altered, firstFormat]) {
      const refused = await stranger.request.get(
        `${origin('api')}/shared/results?token=${encodeURIComponent(refusedToken)}`,
      );
      expect(refused.status()).toBe(403);
    }

    // Withdrawn on the card: announced, focused, and gone from the list.
    await withdraw.click();
    const done = card.getByRole('status').filter({ hasText: /, was withdrawn; it no longer opens the results\.$/ });
    await expect(done).toBeFocused();
    await expect(withdraw).toHaveCount(0);
    // The very link that opened a moment ago is now refused, with the page saying why.
    await view.goto(link);
    await expect(view.getByRole('alert')).toHaveText(
      'This results link was withdrawn by the team; ask them for a new one',
    );
    await expect(view.getByRole('region', { name: 'Family Headline since the start' })).toHaveCount(0);
    expect(await axeViolations(view)).toEqual([]);
    const refused = await stranger.request.get(`${origin('api')}/shared/ab-stats?token=${encodeURIComponent(token)}`);
    expect(refused.status()).toBe(410);
  } finally {
    await stranger.close();
  }
});

test('axe finds nothing on the api pages: sign-in, outbox, contact messages, and a refusal', async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  for (const path of ['/admin/outbox', '/admin/contact-messages']) {
    await page.goto(`${origin('api')}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      path.endsWith('outbox') ? 'Outbox' : 'Contact messages',
    );
    expect(await axeViolations(page)).toEqual([]);
  }

  // Signed out, a browser gets a page saying how to sign in, not JSON.
  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const view = await stranger.newPage();
    const answer = await view.goto(`${origin('api')}/admin/outbox`);
    expect(answer?.status()).toBe(401);
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('Sign in to see this page');
    await expect(view.getByRole('link', { name: 'Sign in on the experiments dashboard' })).toHaveAttribute(
      'href',
      `${origin('shell')}/admin/tests`,
    );
    expect(await axeViolations(view)).toEqual([]);

    // The page a sign-in link opens (asking, not yet signing in: opening it changes nothing). The admin's links
    // are asked for under the lock the other specs sign the admin in with, so no spec's link goes stale.
    const release = await holdExperiment(`sign-in-${E2E_TEAM.admin}`);
    try {
      const before = (await signInLinksTo(E2E_TEAM.admin)).length;
      const asked = await stranger.request.post(`${origin('api')}/team/sign-in`, { data: { email: E2E_TEAM.admin } });
      expect(asked.status()).toBe(202);
      const [link] = await waitForSignInLinks(E2E_TEAM.admin, before + 1, scaled(15_000));
      await view.goto(link as string);
      await expect(view.getByRole('heading', { level: 1 })).toHaveText('Sign in to the experiments dashboard?');
      expect(await axeViolations(view)).toEqual([]);
    } finally {
      release();
    }
  } finally {
    await stranger.close();
  }
});
