import type { Locator, Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { fakeMicrophone } from '../support/fake-microphone';
import { holdEntry } from '../support/held-entry';
import { gotoLive } from '../support/live-page';
import { scaled } from '../support/time-scale';
import { beginCall, DEMO_CALL } from '../support/voice-call';
import { expect, test } from './fixtures';

/**
 * Back closes the open dialog or the phone menu and the page stays (docs/architecture.md, "Dialogs and
 * history"): one history entry per dialog, typed data kept for the forms, Back afterwards leaves as before,
 * Forward does not reopen a finished call.
 */
test.use({ ...fakeMicrophone, expectedErrors: AXE_STYLESHEET_PROBE });

/** The page before, so that "leaves the page" is seen as arriving there. */
const BEFORE = '/privacy';

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(BEFORE);
  await gotoLive(page, path);
}

/** Back, then the dialog is gone and the same page (URL and content) is still there. */
async function backClosesIt(page: Page, dialog: Locator, url: string): Promise<void> {
  expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(url);
  await expect(page.getByRole('main').locator('h1')).toBeVisible();
}

async function backLeaves(page: Page): Promise<void> {
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe(BEFORE);
}

/** On a phone the banner's items are in the menu. */
async function bannerButton(page: Page, name: string): Promise<Locator> {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('banner').getByRole('button', { name });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Back closes the waitlist and keeps what was typed for its reopening', async ({ page }) => {
      await visit(page, '/old-home');
      const open = page.getByRole('main').getByRole('button', { name: 'Join Waitlist' }).first();
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Join the Waitlist' });
      await dialog.getByLabel('First Name').fill('Ada');
      await dialog.getByLabel('Email').fill('ada@example.com');
      await backClosesIt(page, dialog, '/old-home');

      await open.click();
      await expect(dialog.getByLabel('First Name')).toHaveValue('Ada');
      await expect(dialog.getByLabel('Email')).toHaveValue('ada@example.com');
      // Closed from the page (X), its entry goes too: the next Back leaves as it always did.
      await dialog.getByRole('button', { name: 'Close dialog' }).first().click();
      await expect(dialog).toHaveCount(0);
      await backLeaves(page);
    });

    test('Back closes Contact Us and keeps the message for its reopening', async ({ page }) => {
      await visit(page, '/');
      await (await bannerButton(page, 'Contact Us')).click();
      const dialog = page.getByRole('dialog', { name: 'Contact Us' });
      await dialog.getByRole('textbox', { name: 'Message' }).fill('Is there a family plan?');
      await backClosesIt(page, dialog, '/');

      await (await bannerButton(page, 'Contact Us')).click();
      await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Is there a family plan?');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await backLeaves(page);
    });

    test('Back closes the sample call and the call setup', async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('main').getByRole('button', { name: 'Hear a sample call' }).click();
      const sample = page.getByRole('dialog', { name: 'Hear a sample check-in call' });
      await expect(sample).toBeVisible();
      await backClosesIt(page, sample, '/');

      await page.getByRole('main').getByRole('button', { name: DEMO_CALL.trigger }).click();
      const setup = page.getByRole('dialog', { name: DEMO_CALL.setup });
      await expect(setup.getByRole('button', { name: DEMO_CALL.begin })).toBeVisible();
      await backClosesIt(page, setup, '/');
      await backLeaves(page);
    });

    test('Back in a live call asks first; once it has ended, Forward does not reopen it', async ({ page }) => {
      // A call, a question and two axe runs: on a loaded machine one axe run alone took 36 s.
      test.slow();
      await visit(page, '/');
      const live = await beginCall(page, DEMO_CALL);
      await expect(live.getByText('Assistant is speaking')).toBeVisible({ timeout: scaled(10_000) });

      // Back at once: the recorded call lasts about half a minute, which a loaded machine can spend on one axe run.
      await page.goBack();
      await expect(live.getByText('End the call now?')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
      const ended = page.getByRole('dialog', { name: 'Check-In Call Ended' });
      // If the recording ran out meanwhile, the call has ended on its own and shows the same ended dialog. The
      // button is clicked without waiting for it to be still: the growing transcript moves it on a slow machine.
      const end = live.getByRole('button', { name: 'End Interview' }).first();
      await expect(end.or(ended)).toBeVisible();
      if (await end.isVisible()) {
        await end.click({ force: true, timeout: scaled(5_000) }).catch(async (error: unknown) => {
          if (!(await ended.isVisible())) throw error;
        });
      }
      await expect(ended).toBeVisible();
      expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
      await backClosesIt(page, ended, '/');

      await page.goForward();
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}

test.describe('the dialog of an early tap', () => {
  /** /privacy live, then /old-home prerendered with the entry held, and Join Waitlist tapped. */
  async function tapBeforeLive(page: Page): Promise<{ release: () => void; staticDialog: Locator }> {
    await page.goto(BEFORE);
    const release = await holdEntry(page);
    await page.evaluate(() => window.location.assign('/old-home'));
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/old-home');
    await page.getByRole('main').getByRole('button', { name: 'Join Waitlist' }).first().click();
    const staticDialog = page.locator('dialog[data-nvx-static-dialog]');
    await expect(staticDialog).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-nvx-ready', 'true');
    return { release, staticDialog };
  }

  test('Back closes it before the page is live, and the page stays; Back again leaves', async ({ page }) => {
    const { staticDialog } = await tapBeforeLive(page);
    await page.getByLabel('First Name').fill('Ada');
    await page.goBack();
    await expect(staticDialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/old-home');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/old-home');
    await backLeaves(page);
  });

  test('closed by its close button, it takes its entry back: Back leaves', async ({ page }) => {
    const { staticDialog } = await tapBeforeLive(page);
    await staticDialog.getByRole('button', { name: 'Close dialog' }).first().click();
    await expect(staticDialog).toHaveCount(0);
    await backLeaves(page);
  });

  test('taken over by the live dialog, it keeps one entry: Back closes the live dialog, Back again leaves', async ({
    page,
  }) => {
    const { release, staticDialog } = await tapBeforeLive(page);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-nvx-ready', 'true');
    await expect(staticDialog).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: 'Join the Waitlist' });
    await expect(dialog).toBeVisible();
    await backClosesIt(page, dialog, '/old-home');
    await backLeaves(page);
  });
});

test.describe('Forward onto a closed dialog', () => {
  test('opens nothing and leaves no extra entry: the next Back leaves the page', async ({ page }) => {
    await visit(page, '/old-home');
    const dialog = page.getByRole('dialog', { name: 'Join the Waitlist' });
    await page.getByRole('main').getByRole('button', { name: 'Join Waitlist' }).first().click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toHaveCount(0);

    await page.goForward();
    // It lands on the closed dialog's entry and goes back off it, to the page's own.
    await expect.poll(() => page.evaluate(() => window.history.state?.nvxLayer ?? null)).toBeNull();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/old-home');
    await backLeaves(page);
  });
});

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Back closes the open menu and the page stays; Back again leaves', async ({ page }) => {
    await visit(page, '/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.goBack();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(new URL(page.url()).pathname).toBe('/');
    await backLeaves(page);
  });
});
