import { expect, type Page } from '@playwright/test';

/**
 * Public routes are prerendered: their HTML paints before React takes over, and until then its buttons and
 * forms are inert markup. A test acts only once the live page (whose nodes React owns) has replaced it.
 */
export async function gotoLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const heading = page.locator('main h1');
  await expect
    .poll(() => heading.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}
