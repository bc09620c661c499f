import type { Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

/**
 * Public routes are prerendered: their HTML paints before React takes over, and until then its buttons and
 * forms are inert markup. A test acts only once the live page (whose nodes React owns) has replaced it.
 */
async function gotoLive(page: Page, path: string) {
  await page.goto(path);
  const heading = page.locator('main h1');
  await expect
    .poll(() => heading.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}

test.describe('accessibility of the marketing screens', () => {
  test.use({ expectedErrors: AXE_STYLESHEET_PROBE });

  test('the landing page has no WCAG 2.1 AA violations', async ({ page }) => {
    await gotoLive(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('heading', { name: 'How It Works', level: 2 }).scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const { open, name } of [
    { open: 'Join Waitlist', name: 'Join the Waitlist' },
    { open: 'Hear a sample call', name: 'Hear a sample check-in call' },
  ]) {
    test(`the "${name}" modal has no WCAG 2.1 AA violations`, async ({ page }) => {
      await gotoLive(page, '/');
      await page.getByRole('main').getByRole('button', { name: open }).click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      expect(await axeViolations(page, 'dialog')).toEqual([]);
    });
  }

  test('the Contact Us modal has no WCAG 2.1 AA violations', async ({ page }) => {
    await gotoLive(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    expect(await axeViolations(page, 'dialog')).toEqual([]);
  });

  test('/signup and /old-home have no WCAG 2.1 AA violations', async ({ page }) => {
    for (const path of ['/signup', '/old-home']) {
      await gotoLive(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page, 'main')).toEqual([]);
    }
  });
});

test('the demo modal plays the sample check-in call and shows its transcript', async ({ page }) => {
  await gotoLive(page, '/');
  await page.getByRole('main').getByRole('button', { name: 'Hear a sample call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hear a sample check-in call' });
  await expect(dialog.getByRole('list', { name: 'Transcript of the sample call' }).getByRole('listitem')).toHaveCount(
    7,
  );

  const audio = dialog.locator('audio');
  const source = await audio.evaluate((element: HTMLAudioElement) => element.currentSrc);
  expect(source).toMatch(new RegExp(`^${origin('mf_marketing')}/static/media/sample-check-in-call\\.[0-9a-f]+\\.mp3$`));

  await dialog.getByRole('button', { name: 'Play sample call' }).click();
  await expect(dialog.getByRole('button', { name: 'Pause sample call' })).toBeVisible();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0.3);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(20);

  await dialog.getByRole('button', { name: 'Pause sample call' }).click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Play sample call' })).toBeVisible();
});

test('the landing page fits a phone screen without sideways scrolling @phone', async ({ page }) => {
  await gotoLive(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const images = page.getByRole('main').locator('img');
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
  }
});

test('every illustration is made for the site, sized, and loads from the site or the remote itself', async ({
  page,
}) => {
  await gotoLive(page, '/');
  const gallery = page.getByRole('region', { name: 'Inside a daily check-in call' });
  await gallery.scrollIntoViewIfNeeded();
  const images = page.getByRole('main').locator('img');
  await expect(images).toHaveCount(8);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(source.startsWith('data:image/svg+xml') || source.startsWith(`${origin('mf_marketing')}/static/svg/`)).toBe(
      true,
    );
  }
});

test.describe('mf-marketing standalone', () => {
  test('renders the landing page and opens its modals through its own harness', async ({ page }) => {
    await page.goto(`${origin('mf_marketing')}/care`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Try Check-In Call' }).click();
    const events = page.getByRole('complementary', { name: 'Events emitted on the bus' });
    await expect(events.getByText('"type":"voice/open","flavour":"wellness"')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Hear a sample call' }).click();
    await expect(page.getByRole('dialog', { name: 'Hear a sample check-in call' })).toBeVisible();
  });

  test('deep-links to the waitlist with its source, and to /signup', async ({ page }) => {
    await page.goto(`${origin('mf_marketing')}/waitlist?source=standalone-check`);
    await expect(page.getByRole('dialog', { name: 'Join the Waitlist' })).toBeVisible();
    await expect(page.getByRole('complementary').getByText('"source":"standalone-check"')).toBeVisible();
    await page.goto(`${origin('mf_marketing')}/signup`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up for early access' })).toBeVisible();
  });
});
