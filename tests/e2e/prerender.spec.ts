import { expect, test } from './fixtures';

/** Public routes are prerendered at build time: the first screen paints before any JavaScript runs. */
test.describe('prerendered pages', () => {
  test('serve the first screen as HTML, composed from the remotes as built', async ({ request }) => {
    const pages: [string, string][] = [
      ['/tos', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/', 'How It Works'],
    ];
    for (const [path, text] of pages) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toContain(text);
      expect(html).not.toContain('%NVX_ORIGIN_');
      expect(html).not.toMatch(/ style="/);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the page is readable and styled', async ({ page }) => {
      await page.goto('/tos');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'NovaVox' })).toBeVisible();
      const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(bodyFont).toContain('system-ui');
    });
  });

  test('becomes interactive without a layout shift or a loading flash', async ({ page }) => {
    await page.addInitScript(() => {
      const win = window as unknown as { __cls: number; __loadingSeen: boolean };
      win.__cls = 0;
      win.__loadingSeen = false;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) win.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (document.querySelector('[data-remote-loading]')) win.__loadingSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/privacy');
    const heading = page.getByRole('heading', { level: 1, name: 'Privacy Policy' });
    await expect(heading).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/privacy');
    const { cls, loadingSeen, titles } = await page.evaluate(() => ({
      cls: (window as unknown as { __cls: number }).__cls,
      loadingSeen: (window as unknown as { __loadingSeen: boolean }).__loadingSeen,
      titles: document.querySelectorAll('title').length,
    }));
    expect(cls).toBeLessThanOrEqual(0.01);
    expect(loadingSeen).toBe(false);
    expect(titles).toBe(1);
    await expect(page).toHaveTitle(/Privacy Policy/);
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  });
});
