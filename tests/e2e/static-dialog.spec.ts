import type { Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { holdEntry } from '../support/held-entry';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

/**
 * A tap on a call or waitlist button before the live page has loaded shows the dialog's prerendered first
 * screen at once (docs/performance.md); the live page then takes it over. The shell's entry script is held
 * back (support/held-entry.ts), so the page stays prerendered for as long as a test needs.
 */
async function openPrerendered(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => window.location.assign(url), `${origin('shell')}${path}`);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
}

const staticDialog = (page: Page) => page.locator('dialog[data-nvx-static-dialog]');
const live = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-nvx-ready', 'true');

test.describe('the dialog of an early tap', () => {
  test('shows at once, modal and named, before the page is live', async ({ page }) => {
    await holdEntry(page);
    await openPrerendered(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Try AI Voice Call Now' }).first().click();

    const dialog = page.getByRole('dialog', { name: 'NovaVox Voice Assistant Demo' });
    await expect(dialog).toBeVisible();
    await expect(staticDialog(page)).toHaveCount(1);
    await expect(page.locator('html')).not.toHaveAttribute('data-nvx-ready', 'true');
    await expect(page.getByRole('button', { name: 'Close dialog' })).toBeFocused();
    // Shown with showModal(): the rest of the page is inert.
    expect(await staticDialog(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await page.keyboard.press('Tab');
    await expect(staticDialog(page).locator(':focus')).toHaveCount(1);
  });

  test.describe('accessibility', () => {
    test.use({ expectedErrors: AXE_STYLESHEET_PROBE });
    test('axe finds nothing in the static dialog', async ({ page }) => {
      await holdEntry(page);
      await openPrerendered(page, '/old-home');
      await page.getByRole('main').getByRole('button', { name: 'Join Waitlist' }).first().click();
      await expect(staticDialog(page)).toBeVisible();
      expect(await axeViolations(page, 'dialog[data-nvx-static-dialog]')).toEqual([]);
    });
  });

  test('keeps what the visitor typed and where, when the live dialog takes over', async ({ page }) => {
    const release = await holdEntry(page);
    await openPrerendered(page, '/old-home');
    await page.getByRole('main').getByRole('button', { name: 'Join Waitlist' }).first().click();
    await expect(staticDialog(page)).toBeVisible();
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Who would the calls be for? (optional)').selectOption('My grandparent');
    await page.getByLabel('Send me product news and early-access updates by e-mail').uncheck();
    await page.getByLabel('Email').click();
    await page.keyboard.type('ada@example');

    release();
    await live(page);
    await expect(staticDialog(page)).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: 'Join the Waitlist' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(dialog.getByLabel('First Name')).toHaveValue('Ada');
    await expect(dialog.getByLabel('Who would the calls be for? (optional)')).toHaveValue('My grandparent');
    await expect(dialog.getByLabel('Send me product news and early-access updates by e-mail')).not.toBeChecked();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('.com');
    await expect(dialog.getByLabel('Email')).toHaveValue('ada@example.com');
    // The live dialog answers now: Escape closes it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('hands focus to the live dialog when its code arrives after the page is live', async ({ page }) => {
    const release = await holdEntry(page);
    // The waitlist dialog's own code is held too: the live dialog opens in its loading state, the static one goes
    // back on top of it, and the live one is inert under it until the code arrives.
    let releaseDialog = () => {};
    const dialogHeld = new Promise<void>((resolve) => {
      releaseDialog = resolve;
    });
    await page.route(/__federation_expose_WaitlistModal\.[^/]+\.js$/, async (route) => {
      await dialogHeld;
      await route.continue();
    });
    await openPrerendered(page, '/old-home');
    await page.getByRole('main').getByRole('button', { name: 'Join Waitlist' }).first().click();
    await expect(staticDialog(page)).toBeVisible();
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Email').click();
    await page.keyboard.type('ada@example');

    release();
    await live(page);
    await expect(page.locator('dialog[open] [data-remote-loading]')).toHaveCount(1);
    await expect(staticDialog(page).getByLabel('Email')).toBeFocused();

    releaseDialog();
    await expect(staticDialog(page)).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: 'Join the Waitlist' });
    await expect(dialog.getByLabel('First Name')).toHaveValue('Ada');
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('.com');
    await expect(dialog.getByLabel('Email')).toHaveValue('ada@example.com');
  });

  test('closed with Escape before the page is live, it is not opened again', async ({ page }) => {
    const release = await holdEntry(page);
    await openPrerendered(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Try AI Voice Call Now' }).first().click();
    await expect(staticDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    release();
    await live(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The page answers its buttons itself now.
    await page.getByRole('banner').getByRole('button', { name: 'Try AI Voice Call Now' }).first().click();
    await expect(page.getByRole('dialog', { name: 'NovaVox Voice Assistant Demo' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test.describe('with a remote down', () => {
    test.use({ expectedErrors: [/^(?!CSP violation)/] });
    /** `remote` unreachable, a tap on `button` in `path`'s prerendered `region`, then the entry script let go. */
    async function tapWithRemoteDown(
      page: Page,
      remote: 'mf_voice' | 'mf_marketing',
      path: string,
      region: 'banner' | 'main',
      button: string,
    ): Promise<void> {
      const release = await holdEntry(page);
      await page.route(`${origin(remote)}/**`, (route) => route.abort('connectionrefused'));
      await openPrerendered(page, path);
      await page.getByRole(region).getByRole('button', { name: button }).first().click();
      await expect(staticDialog(page)).toBeVisible();
      release();
    }

    test('the live dialog takes over with the same message as any tap', async ({ page }) => {
      await tapWithRemoteDown(page, 'mf_voice', '/', 'banner', 'Try AI Voice Call Now');
      await live(page);
      await expect(page.getByRole('dialog').getByText(/unavailable right now/)).toBeVisible();
      await expect(staticDialog(page)).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(1);
    });

    test("gives way to the page's fallback when the screen with its button cannot load", async ({ page }) => {
      await tapWithRemoteDown(page, 'mf_marketing', '/old-home', 'main', 'Join Waitlist');
      await expect(page.getByRole('main').getByText(/unavailable right now/)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});
