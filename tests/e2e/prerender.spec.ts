import { holdEntry } from '../support/held-entry';
import { pagePolicy } from '../support/page-policy';
import { origin } from '../support/site';
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

  test('paint from the HTML alone: CSS inline and allowed by hash, no script before the first frame', async ({
    request,
  }) => {
    for (const path of ['/', '/tos']) {
      const response = await request.get(path);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/<link rel="stylesheet"/);
      expect(head).not.toMatch(/<script/);
      const styles = Array.from(html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g), (match) => match[1] ?? '');
      expect(styles.length).toBeGreaterThan(0);
      const csp = pagePolicy(response.headers(), html);
      expect(csp).not.toContain('unsafe-inline');
      const styleSrc = csp.split(';').find((directive) => directive.trim().startsWith('style-src')) ?? '';
      const hashes = styleSrc.match(/'sha256-[^']+'/g) ?? [];
      expect(hashes).toHaveLength(new Set(styles).size);
      const plan = JSON.parse(html.match(/<script type="application\/json" id="nvx-start">([^<]*)</)?.[1] ?? '{}');
      expect(plan.entry).toMatch(/^\/static\/js\/index\.[0-9a-f]+\.js$/);
      expect(plan.fetches).toEqual(expect.arrayContaining(['/remotes.json', '/config.json']));
      expect(plan.remotes.map((remote: { manifest: string }) => remote.manifest)).toEqual([
        `${origin(path === '/' ? 'mf_marketing' : 'mf_legal')}/mf-manifest.json`,
      ]);
    }
  });

  test('ask for every script once, in parallel rather than one after another', async ({ page }) => {
    const requests = new Map<string, number>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script' || req.url().endsWith('.json')) {
        requests.set(req.url(), (requests.get(req.url()) ?? 0) + 1);
      }
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const scripts = [...requests.keys()].filter((url) => url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    expect([...requests].filter(([, count]) => count > 1)).toEqual([]);
    const preloaded = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) => link.href),
    );
    expect(preloaded).toEqual(expect.arrayContaining([`${origin('mf_marketing')}/mf-manifest.json`]));
    expect(
      preloaded.filter((href) => href.startsWith(origin('mf_marketing')) && href.endsWith('.js')).length,
    ).toBeGreaterThan(0);
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

  test('keeps what a visitor typed before the page became live, with the caret, and submits it', async ({ page }) => {
    const release = await holdEntry(page);
    // Not page.goto, which waits for the live page (fixtures.ts): this visitor acts before it.
    await page.evaluate((url) => window.location.assign(url), `${origin('shell')}/signup`);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/signup');
    const firstName = page.getByLabel('First Name');
    await firstName.click();
    await page.keyboard.type('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await firstName.click();
    await page.keyboard.press('End');

    release();
    await expect(page.locator('html')).toHaveAttribute('data-nvx-ready', 'true');
    await expect(firstName).toHaveValue('Ada');
    await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace');
    await expect(firstName).toBeFocused();
    await page.keyboard.type(' B.');
    await expect(firstName).toHaveValue('Ada B.');

    await page.getByLabel('Email').fill(`carried-over-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm your place' })).toBeVisible();
  });

  const earlyTaps = [
    { path: '/', area: 'banner', button: 'Try AI Voice Call Now', dialog: 'NovaVox Voice Assistant Demo' },
    { path: '/old-home', area: 'main', button: 'Join Waitlist', dialog: 'Join the Waitlist' },
  ] as const;
  for (const { path, area, button, dialog } of earlyTaps) {
    test(`answers a tap on ${button} made before ${path} became live`, async ({ page }) => {
      let release = () => {};
      const entryHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      let entryAsked = false;
      await page.route(/\/static\/js\/index\.[^/]+\.js$/, async (route) => {
        entryAsked = true;
        await entryHeld;
        await route.continue();
      });
      await page.evaluate((url) => window.location.assign(url), `${origin('shell')}${path}`);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
      await page.getByRole(area).getByRole('button', { name: button }).first().click();
      await expect.poll(() => entryAsked).toBe(true);
      // Its prerendered first screen answers at once (static-dialog.spec.ts), the live one takes over.
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expect(page.locator('dialog[data-nvx-static-dialog]')).toHaveCount(1);

      release();
      await expect(page.locator('html')).toHaveAttribute('data-nvx-ready', 'true');
      await expect(page.locator('dialog[data-nvx-static-dialog]')).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
    });
  }
});
