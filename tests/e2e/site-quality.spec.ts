import { siteRoutes } from '@novavox/contracts-site/routes';
import type { Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { pagePolicy } from '../support/page-policy';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

/** Accessibility, SEO and CSP across every route and every modal of the composed site. */
const pagePaths = [...siteRoutes.filter((route) => !route.opensWaitlist).map((route) => route.path), '/admin/remotes'];

async function settled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

test.describe('axe finds nothing', () => {
  test.use({ expectedErrors: AXE_STYLESHEET_PROBE });

  for (const path of pagePaths) {
    test(`on ${path} @phone`, async ({ page }) => {
      await settled(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test.describe('the not-found page', () => {
    // It answers HTTP 404, which the browser reports in the console. One pattern, as AXE_STYLESHEET_PROBE
    // explains.
    const notFoundStatus = /Failed to load resource.*404/;
    test.use({
      expectedErrors: [
        new RegExp([...AXE_STYLESHEET_PROBE, notFoundStatus].map((pattern) => pattern.source).join('|')),
      ],
    });
    test('on /no-such-page @phone', async ({ page }) => {
      await settled(page, '/no-such-page');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  const modals: { name: string; open: (page: Page) => Promise<void>; dialog: RegExp }[] = [
    {
      name: 'the waitlist modal',
      open: (page) => settled(page, '/waitlist?source=axe'),
      dialog: /waitlist/i,
    },
    {
      name: 'the Contact Us modal',
      open: async (page) => {
        await settled(page, '/');
        await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
      },
      dialog: /^Contact Us$/,
    },
    {
      name: 'the call-setup dialog',
      open: async (page) => {
        await settled(page, '/care');
        await page.getByRole('banner').getByRole('button', { name: 'Try Check-In Call' }).click();
      },
      dialog: /Wellness Check-In Call/,
    },
  ];
  for (const modal of modals) {
    test(`in ${modal.name}`, async ({ page }) => {
      await modal.open(page);
      const dialog = page.getByRole('dialog', { name: modal.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      expect(await axeViolations(page, 'dialog')).toEqual([]);
    });
  }
});

test.describe('SEO', () => {
  for (const route of siteRoutes.filter((candidate) => !candidate.opensWaitlist)) {
    test(`${route.path} has its own title, description, canonical and Open Graph tags`, async ({ page }) => {
      await settled(page, route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin('shell')}${route.path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', route.title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', route.description);
      // One document title; an SVG chart's own <title> (its accessible name) is not one.
      await expect(page.locator('head > title')).toHaveCount(1);
      const robots = page.locator('meta[name="robots"]');
      if (route.indexable) await expect(robots).toHaveCount(0);
      else await expect(robots).toHaveAttribute('content', 'noindex');
    });
  }
});

test.describe('the CSP', () => {
  // One test per route: each one loads a single page, so none comes near its timeout on a slow machine.
  for (const path of pagePaths) {
    test(`holds on ${path}`, async ({ page }) => {
      const violations: string[] = [];
      await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      await settled(page, path);
      expect(violations).toEqual([]);
    });
  }

  test('stays strict', async ({ request }) => {
    const response = await request.get('/');
    const csp = pagePolicy(response.headers(), await response.text());
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).not.toContain('googletagmanager');
    expect(csp).not.toContain('posthog');
  });
});

test.describe('on a phone', () => {
  for (const path of pagePaths) {
    test(`${path} is no wider than the screen @phone-only`, async ({ page }) => {
      const width = page.viewportSize()?.width;
      await settled(page, path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.innerWidth), `${path} widens the layout viewport`).toBe(width);
    });
  }
});
