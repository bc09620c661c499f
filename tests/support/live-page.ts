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

/**
 * Waits until the shell has marked the document live (`html[data-nvx-ready="true"]`, set once React has
 * committed the page); `timeout` as Playwright's, its default when left out.
 */
export async function untilLive(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.nvxReady === 'true', undefined, { timeout });
}

/** Opens `path` and waits until its first level-1 heading shows, prerendered or live (gotoLive waits for React). */
export async function gotoShown(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}
