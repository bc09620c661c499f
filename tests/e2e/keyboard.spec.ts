import type { Locator, Page } from '@playwright/test';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

/** Every main flow, with the keyboard alone: Tab to move, Enter or Space to act, arrows in radio groups. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function focusIsInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element.contains(document.activeElement));
}

test('the navbar opens the Contact Us modal; focus stays inside, and Escape returns it', async ({ page }) => {
  await page.goto('/tos');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Contact Us' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox').first()).toBeVisible();
  for (let press = 0; press < 15; press++) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(dialog)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusIsInside(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test.describe('without voice platform keys on the server', () => {
  test.use({ expectedErrors: [/status of 503 \(Service Unavailable\)/] });

  test('Phone Call is chosen with the keyboard alone, and the way back to the web call too', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await page.goto('/');
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Try AI Voice Call Now' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'NovaVox Voice Assistant Demo' });
    await expect(dialog).toBeVisible();
    const webCall = dialog.getByRole('radio', { name: /Web Call/ });
    await tabTo(page, webCall);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: /Phone Call/ })).toBeChecked();
    // The local api has no voice platform keys: the dialog says so at once, before any number is typed.
    await expect(dialog.getByRole('status')).toHaveText(
      'Test phone calls are not available on this site yet. The web call works right here in your browser.',
    );
    await expect(dialog.getByRole('textbox', { name: /Phone number/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Begin Check-In Phone Call' })).toBeDisabled();
    await tabTo(page, dialog.getByRole('button', { name: 'Use Web Call instead' }));
    await page.keyboard.press('Enter');
    await expect(webCall).toBeChecked();
    expect(alerts).toEqual([]);
  });
});

test('the waitlist is joined with the keyboard alone', async ({ page }) => {
  await page.goto('/waitlist?source=keyboard');
  const dialog = page.getByRole('dialog', { name: /waitlist/i });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('textbox', { name: 'First Name' }));
  await page.keyboard.type('Grace');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Last Name' }));
  await page.keyboard.type('Hopper');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(`grace.keyboard.${Date.now()}@example.com`);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Return Home' })).toBeVisible();
});

test('the home contact form is sent with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Contact form' });
  const fields: [string, string][] = [
    ['First Name', 'Ada'],
    ['Last Name', 'Lovelace'],
    ['Email', 'ada.keyboard@example.com'],
    ['Phone', '+1 555 010 2030'],
    ['Message', 'Could NovaVox call my father at 9 in the morning?'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, form.getByRole('textbox', { name: label }), 200);
    await page.keyboard.type(value);
  }
  await tabTo(page, form.getByRole('button', { name: /Send/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Send Another Message' })).toBeVisible();
});

test('the dashboard refreshes from the keyboard', async ({ page }) => {
  await page.goto('/admin/tests');
  const refresh = page.getByRole('button', { name: 'Refresh Data' });
  await expect(refresh).toBeVisible();
  await tabTo(page, refresh);
  const request = page.waitForRequest((candidate) => candidate.url().startsWith(`${origin('api')}/analytics/ab-stats`));
  await page.keyboard.press('Enter');
  await request;
  await expect(page.getByText('Loading test data...')).toHaveCount(0);
});

test('the waitlist modal shows the same visible focus opened from its route or by a click on the hero', async ({
  page,
}) => {
  const focusRing = () =>
    page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const style = getComputedStyle(focused);
      return {
        focused: focused.getAttribute('aria-label') ?? focused.tagName,
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      };
    });
  const dialog = page.getByRole('dialog', { name: /waitlist/i });

  await page.goto('/waitlist');
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
  const fromRoute = await focusRing();

  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
  const fromHero = await focusRing();

  // The site's focus ring (design tokens: 3px of --nvx-focus, #1d4ed8), on the first control, both times.
  expect(fromRoute).toEqual({ focused: 'Close dialog', outline: 'solid 3px rgb(29, 78, 216)' });
  expect(fromHero).toEqual(fromRoute);
});
