import { randomUUID } from 'node:crypto';
import { copySlots } from '@novavox/contracts-experiments/copy-slots';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { holdHeroHeadline } from '../support/hero-headline-slot';
import { jsonAt } from '../support/json-at';
import { origin } from '../support/site';
import { E2E_TEAM, signedInStorageState } from '../support/team-sign-in';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

// Issue 48, item 2 (docs/copy-experiments.md, "The editor"): a marketing member writes a three-arm headline test in
// the dashboard, previews each arm on the real page at 390 and 1280 px, starts it, ships B and rolls it back, all
// through the page; axe finds nothing on the editor or its dialogs.

test.use({
  expectedErrors: AXE_STYLESHEET_PROBE,
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none)
  storageState: async ({}, use) => use(await signedInStorageState(E2E_TEAM.marketer)),
});

interface Listed {
  id: string;
  status: string;
  slots: string[];
}

test('a marketer writes, previews at 390 and 1280 px, starts, ships and rolls back a headline test', async ({
  page,
}) => {
  test.slow();
  // The hero headline is shared with the coded family_headline and copy-experiments.spec: one spec at a time,
  // with the coded experiment showing its control (no copy test may claim the headline while it runs).
  const { marketer, done } = await holdHeroHeadline();
  try {
    // A test an earlier, interrupted run left on the headline would hold the slot: stop it first.
    const listed = await jsonAt<{ experiments: Listed[] }>(marketer, `${origin('api')}/admin/copy/experiments`);
    for (const left of listed.experiments)
      if (left.status === 'running' && left.slots.includes('hero_headline'))
        await marketer.post(`${origin('api')}/admin/copy/experiments/${left.id}/stop`, {
          data: { reason: 'e2e reset' },
        });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/tests');
    const editor = page.getByRole('region', { name: 'Copy tests' });
    await expect(editor).toBeVisible({ timeout: scaled(15_000) });
    const name = `Headline ${randomUUID().slice(0, 6)}`;
    const arms = {
      B: `Calls that care, ${randomUUID().slice(0, 4)}. Every single day.`,
      C: `A friendly voice for Mom and Dad ${randomUUID().slice(0, 4)}`,
    };

    // Write it: arm A is the control, prefilled with what the page shows now.
    await editor.getByRole('button', { name: 'New copy test' }).click();
    const form = editor.getByRole('region', { name: 'New copy test' });
    await expect(form.getByRole('heading', { name: 'New copy test' })).toBeFocused();
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Hypothesis').fill('A warmer headline gets more sign-ups.');
    await form.getByRole('checkbox', { name: /^Hero headline/ }).check();
    const control = await form.getByLabel('Arm A, Hero headline').inputValue();
    expect(control.length).toBeGreaterThan(0);
    await form.getByRole('button', { name: 'Add an arm' }).click();
    const armB = form.getByLabel('Arm B, Hero headline');
    await armB.fill('Calls <em>that</em> care');
    await expect(armB).toHaveAttribute('aria-invalid', 'true');
    await expect(armB).toHaveAccessibleDescription(/Arm B, Hero headline: must not contain HTML/);
    expect(await axeViolations(page)).toEqual([]);
    await armB.fill(arms.B);
    await form.getByLabel('Arm C, Hero headline').fill(arms.C);
    await form.getByRole('button', { name: 'Save draft' }).click();
    const heading = editor.getByRole('heading', { name, exact: true });
    await expect(heading).toBeFocused();
    const listing = editor.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(listing).toContainText('Draft: nobody sees it until it starts');

    // Preview: the real page, in a frame as wide as a phone and as a laptop, shows each arm's headline.
    await listing.getByRole('button', { name: `Preview ${name}` }).click();
    const preview = listing.getByRole('region', { name: `Preview of ${name}` });
    for (const [arm, text] of [
      ['A', control],
      ['B', arms.B],
      ['C', arms.C],
    ] as const) {
      await preview.getByRole('radio', { name: arm, exact: true }).check();
      for (const width of [390, 1280]) {
        const frame = preview.locator(`iframe[title="${name}: arm ${arm} at ${width} px"]`);
        const headline = frame.contentFrame().locator('section[aria-labelledby="hero-title"] h1');
        await expect(headline, `arm ${arm} at ${width} px`).toHaveText(text, { timeout: scaled(20_000) });
        expect(await headline.evaluate((element) => element.ownerDocument.defaultView?.innerWidth)).toBe(width);
      }
    }
    expect(await axeViolations(page)).toEqual([]);
    await listing.getByRole('button', { name: `Close the preview of ${name}` }).click();

    // Start it, through the dialog.
    await listing.getByRole('button', { name: `Start ${name}` }).click();
    const start = page.getByRole('dialog', { name: `Start ${name}?` });
    await expect(start).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await start.getByRole('button', { name: 'Start the test' }).click();
    await expect(start).toBeHidden();
    await expect(listing).toContainText('Running since');
    await expect(heading).toBeFocused();
    const running = await jsonAt<{
      experiments: (Listed & { name: string; variants: { copy: Record<string, string> }[] })[];
    }>(marketer, `${origin('api')}/admin/copy/experiments`);
    const started = running.experiments.find((entry) => entry.name === name);
    expect(started?.status).toBe('running');
    expect(started?.variants.map((variant) => variant.copy.hero_headline)).toEqual([control, arms.B, arms.C]);

    // Ship B with a reason: the headline's copy on the page is B's, and its history says who and why.
    await listing.getByRole('button', { name: `Ship an arm ${name}` }).click();
    const ship = page.getByRole('dialog', { name: `Ship an arm of ${name}?` });
    await ship.getByRole('radio', { name: /^B:/ }).check();
    await ship.getByLabel(/Why ship it\?/).fill('e2e: B reads warmer');
    expect(await axeViolations(page)).toEqual([]);
    await ship.getByRole('button', { name: 'Ship B to everyone' }).click();
    await expect(ship).toBeHidden();
    const slots = editor.getByRole('region', { name: 'Copy on the page' });
    const row = slots.getByRole('row', { name: new RegExp(`^${copySlots.hero_headline.label} `) });
    await expect(row.getByRole('cell').nth(0)).toHaveText(arms.B);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Shipped');
    await row.getByRole('button', { name: `History of ${copySlots.hero_headline.label}` }).click();
    await expect(slots.getByRole('list', { name: `History of ${copySlots.hero_headline.label}` })).toContainText(
      `${E2E_TEAM.marketer}: shipped arm B of ${started?.id}, “${control}” → “${arms.B}”, because “e2e: B reads warmer”`,
    );

    // Roll back: one action puts the old headline back.
    await listing.getByRole('button', { name: `Roll back ${name}` }).click();
    const rollback = page.getByRole('dialog', { name: `Roll back ${name}?` });
    expect(await axeViolations(page)).toEqual([]);
    await rollback.getByRole('button', { name: 'Roll back' }).click();
    await expect(rollback).toBeHidden();
    await expect(row.getByRole('cell').nth(0)).toHaveText(
      new RegExp(`^${control.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}`),
    );
    await expect(listing).toContainText('Rolled back');
  } finally {
    await done();
  }
});
