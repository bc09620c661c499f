import type { Page } from '@playwright/test';

/**
 * Holds back the shell's entry script, so a page stays prerendered (its static dialog not taken over) for as long
 * as a test needs; call the returned function to let it load.
 */
export async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/static\/js\/index\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
