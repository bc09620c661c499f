import type { LocalService } from '@novavox/contracts-site/topology';
import type { Page, Route } from '@playwright/test';
import { origin } from '../support/site';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

/**
 * The fault matrix: each remote down, answering 500, hanging, shipping broken JavaScript, or answering its
 * manifest but not its scripts. Only its own area shows a fallback with Retry; the header, footer,
 * navigation and other remotes keep working; Retry recovers once the remote is back.
 */
type Fault = 'down' | '500' | 'hang' | 'broken-js' | 'scripts-500';

const faults: Record<Fault, (route: Route) => Promise<void> | void> = {
  down: (route) => route.abort('connectionrefused'),
  '500': (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  hang: () => {
    // Never answered: the request stays pending until the test ends.
  },
  'broken-js': (route) =>
    route.request().url().endsWith('.js')
      ? route.fulfill({
          status: 200,
          contentType: 'text/javascript',
          body: 'export default {{{ this is not JavaScript',
        })
      : route.continue(),
  // A partial outage: the manifest answers, so a prerendered page preloads the container, which fails.
  'scripts-500': (route) =>
    route.request().url().endsWith('.js')
      ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
      : route.continue(),
};

interface RemoteArea {
  service: LocalService;
  open: (page: Page) => Promise<void>;
  /** Something the remote renders once it works. */
  content: (page: Page) => ReturnType<Page['getByRole']>;
  /** A footer link to a route owned by another remote, which must keep working meanwhile. */
  otherLink: string;
  otherHeading: RegExp;
}

const areas: RemoteArea[] = [
  {
    service: 'mf_marketing',
    open: async (page) => {
      await page.goto('/');
    },
    content: (page) => page.getByRole('heading', { level: 1, name: /daily (check-in )?call/i }),
    otherLink: 'Terms of Service',
    otherHeading: /Terms of Service/,
  },
  {
    service: 'mf_legal',
    open: async (page) => {
      await page.goto('/privacy');
    },
    content: (page) => page.getByRole('heading', { level: 1, name: 'Privacy Policy' }),
    otherLink: 'Home',
    otherHeading: /daily (check-in )?call/i,
  },
  {
    service: 'mf_experiments',
    open: async (page) => {
      await page.goto('/admin/tests');
    },
    content: (page) => page.getByRole('heading', { level: 1, name: /A\/B Test Dashboard/ }),
    otherLink: 'Privacy Policy',
    otherHeading: /Privacy Policy/,
  },
  {
    service: 'mf_voice',
    open: async (page) => {
      await page.goto('/tos');
      await page.getByRole('banner').getByRole('button', { name: 'Try AI Voice Call Now' }).click();
    },
    content: (page) => page.getByRole('heading', { name: 'NovaVox Voice Assistant Demo' }),
    otherLink: 'Privacy Policy',
    otherHeading: /Privacy Policy/,
  },
];

test.use({ expectedErrors: [/^(?!CSP violation)/] });

for (const area of areas) {
  for (const fault of Object.keys(faults) as Fault[]) {
    test(`${area.service} ${fault}: only its area falls back, and Retry recovers`, async ({ page }) => {
      const pattern = `${origin(area.service)}/**`;
      await page.route(pattern, faults[fault]);
      await area.open(page);

      // A hanging remote is given up on after the shell's load timeout (shell's unit tests pin it with a
      // fake clock); here only that the fallback comes. How fast it comes is measured by `pnpm bench`.
      const fallback = page.getByRole('alert').filter({ hasText: 'unavailable right now' });
      await expect(fallback).toBeVisible({ timeout: scaled(fault === 'hang' ? 15_000 : 10_000) });

      await expect(page.getByRole('banner').getByRole('link', { name: 'NovaVox' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.unroute(pattern);
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(area.content(page)).toBeVisible();
      await expect(fallback).toHaveCount(0);

      if (area.service === 'mf_voice') await page.keyboard.press('Escape');
      await page.route(pattern, faults[fault]);
      await page.getByRole('contentinfo').getByRole('link', { name: area.otherLink, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: area.otherHeading })).toBeVisible();
    });
  }
}
