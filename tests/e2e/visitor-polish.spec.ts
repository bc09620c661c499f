import type { Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { gotoLive } from '../support/live-page';
import { expect, test } from './fixtures';

/**
 * The small things a visitor trips over, at a phone's width and a desktop's: targets a finger can hit, a
 * success message not hidden under the sticky header, a link that says it opens a new window, and focus that
 * lands on a control after a dialog closes whose opener is gone.
 */
const WIDTHS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Width and height of each element the locator matches, with its text for the failure message. */
async function targetSizes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { text: element.textContent?.trim() || element.getAttribute('aria-label'), ...box.toJSON() };
      }),
  );
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, expectedErrors: AXE_STYLESHEET_PROBE });

    test('footer links and the consent checkbox are at least 24 × 24 px', async ({ page }) => {
      await gotoLive(page, '/signup');
      const targets = [
        ...(await targetSizes(page, 'footer li a')),
        ...(await targetSizes(page, 'form[aria-label="Waitlist sign-up"] input[type="checkbox"]')),
      ];
      expect(targets.length).toBeGreaterThanOrEqual(8);
      const small = targets.filter((target) => target.height < 24 || target.width < 24);
      expect(small).toEqual([]);
    });

    test('Book Live Demo says that it opens a new window', async ({ page }) => {
      await gotoLive(page, '/');
      if (size.width < 800) await page.getByRole('button', { name: 'Menu' }).click();
      const link = page.getByRole('banner').getByRole('link', { name: 'Book Live Demo' });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleDescription('Opens in a new window');
    });

    test('the sign-up success heading shows below the sticky header', async ({ page }) => {
      await gotoLive(page, '/signup');
      const form = page.getByRole('form', { name: 'Waitlist sign-up' });
      await form.getByLabel('First Name').fill('Ada');
      await form.getByLabel('Last Name').fill('Lovelace');
      await form.getByLabel('Email').fill(`polish.${Date.now()}.${size.width}@example.com`);
      await form.getByRole('button', { name: 'Join the Waitlist' }).click();
      const heading = page.getByRole('heading', { name: 'Check your e-mail to confirm your place' });
      await expect(heading).toBeVisible();
      await expect(heading).toBeInViewport();
      const headingTop = (await heading.boundingBox())?.y ?? -1;
      const header = await page.getByRole('banner').boundingBox();
      // The header slides away on scroll; where it shows, the heading is below it.
      const headerBottom = header && header.y + header.height > 0 ? header.y + header.height : 0;
      expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
    });
  });
}

test.describe('at 375 px, the phone menu', () => {
  test.use({ viewport: { width: 375, height: 740 }, expectedErrors: AXE_STYLESHEET_PROBE });

  test('gives focus back to its Menu button after the Contact Us dialog it opened is sent', async ({ page }) => {
    await gotoLive(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"], dialog')).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Pricing');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Is there a family plan?');
    page.once('dialog', (alert) => alert.accept());
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });
});
