import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/**
 * A page in a new browser context that opts out of Playwright's webdriver flag, so the site assigns and counts
 * the visitor like a person (automated browsers are otherwise kept out of the experiments).
 */
export async function personLikePage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('nvx_qa_allow_automation', 'true'));
  return { context, page };
}
