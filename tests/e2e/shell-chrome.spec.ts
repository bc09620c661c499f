import type { Page } from '@playwright/test';
import { expectEscapeCloses } from '../support/escape-closes';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

const SCHEDULING_PAGE = 'https://cal.com/novavox/live-demo';

/** On a phone the entries live behind the Menu button; open it once the page has settled. */
async function navbar(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  return header.getByRole('navigation', { name: 'Main' });
}

test.beforeEach(async ({ context }) => {
  // The scheduling service is outside this machine's reach; answer for it.
  await context.route('https://cal.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Book a demo</title><h1>Book a demo</h1>' }),
  );
});

test.describe('every navbar entry does its job @phone', () => {
  test('How It Works scrolls to the section, from the landing page and from another route', async ({ page }) => {
    for (const start of ['/', '/tos']) {
      await page.goto(start);
      await (await navbar(page)).getByRole('link', { name: 'How It Works' }).click();
      const section = page.locator('#how-it-works');
      await expect(page).toHaveURL(/\/#how-it-works$/);
      await expect(section).toBeInViewport();
    }
  });

  test('Contact Us opens the Contact Us modal, and Escape closes it', async ({ page }) => {
    await page.goto('/privacy');
    await (await navbar(page)).getByRole('button', { name: 'Contact Us' }).click();
    await expectEscapeCloses(page, 'Contact Us');
  });

  test('Try AI Voice Call Now opens the call-setup dialog', async ({ page }) => {
    await page.goto('/old-home');
    await (await navbar(page)).getByRole('button', { name: 'Try AI Voice Call Now' }).click();
    await expect(page.getByRole('dialog', { name: 'NovaVox Voice Assistant Demo' })).toBeVisible();
  });

  // Either way the scheduling page opens beside the site, which stays where it was.
  for (const { title, popupsBlocked } of [
    { title: 'Book Live Demo opens the scheduling page in a popup', popupsBlocked: false },
    { title: 'Book Live Demo falls back to a new tab when popups are blocked', popupsBlocked: true },
  ]) {
    test(title, async ({ page }) => {
      if (popupsBlocked) {
        await page.addInitScript(() => {
          window.open = () => null;
        });
      }
      await page.goto('/');
      const nav = await navbar(page);
      const opened = page.waitForEvent('popup');
      await nav.getByRole('link', { name: 'Book Live Demo' }).click();
      await expect(await opened).toHaveURL(SCHEDULING_PAGE);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('the footer opens the Contact Us modal and links the legal pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'hello@novavox.ai' })).toHaveAttribute(
      'href',
      'mailto:hello@novavox.ai',
    );
    await footer.getByRole('button', { name: 'Contact Us' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  });
});

test('on a phone the entries collapse into a menu @phone-only', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(header.getByRole('button', { name: 'Contact Us' })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('button', { name: 'Contact Us' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('in the phone menu both pills keep their inner padding around the text @phone-only', async ({ page }) => {
  await page.goto('/');
  const nav = await navbar(page);
  for (const pill of [
    nav.getByRole('button', { name: 'Try AI Voice Call Now' }),
    nav.getByRole('link', { name: 'Book Live Demo' }),
  ]) {
    // How far the text sits inside the pill's border, measured on the laid-out text itself.
    const inset = await pill.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { left: text.left - box.left, right: box.right - text.right };
    });
    expect(inset.left, "space between the pill's left edge and its text").toBeGreaterThanOrEqual(12);
    expect(inset.right, "space between the text and the pill's right edge").toBeGreaterThanOrEqual(12);
  }
});

test('the navbar hides on scrolling down past 40 px and comes back on scrolling up', async ({ page }) => {
  await page.goto('/tos');
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
  });
  const header = page.getByRole('banner');
  const top = async () => (await header.boundingBox())?.y ?? 0;
  await page.mouse.wheel(0, 600);
  await expect.poll(top).toBeLessThan(-10);
  await page.mouse.wheel(0, -200);
  await expect.poll(top).toBeGreaterThanOrEqual(0);
});

test('hovering the call button prefetches the voice remote before any click', async ({ page }) => {
  await page.goto('/tos');
  const voiceRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin('mf_voice'))) voiceRequests.push(request.url());
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(voiceRequests).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Try AI Voice Call Now' }).hover();
  await expect.poll(() => voiceRequests.some((url) => url.endsWith('mf-manifest.json'))).toBe(true);
});
