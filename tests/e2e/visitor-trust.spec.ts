import type { Page } from '@playwright/test';
import { gotoShown } from '../support/live-page';
import { expect, test } from './fixtures';

/**
 * What a visitor on a phone and a marketer sharing a link trip over: the comparison table readable at 320 px and
 * at 200 % zoom, the icons and preview image a browser or a chat app asks for, a helpful 404, and the notice
 * that visits are counted. The demo call on a small phone is in phone-demo-call.spec.ts.
 */

test.describe('the comparison table', () => {
  /** Cells whose content is wider than the cell, or cut off by it. */
  async function clippedCells(page: Page): Promise<string[]> {
    const table = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'What families need' }) });
    await table.scrollIntoViewIfNeeded();
    return table.evaluate((element) =>
      Array.from(element.querySelectorAll('th, td')).flatMap((cell) => {
        const html = cell as HTMLElement;
        const box = html.getBoundingClientRect();
        const overflowing = html.scrollWidth > html.clientWidth + 1;
        const spills = Array.from(html.querySelectorAll('span')).some((span) => {
          const inner = span.getBoundingClientRect();
          return inner.right > box.right + 1 || inner.left < box.left - 1;
        });
        return overflowing || spills ? [html.textContent ?? ''] : [];
      }),
    );
  }

  for (const { name, viewport, zoom } of [
    { name: 'at 320 px', viewport: { width: 320, height: 640 }, zoom: 1 },
    { name: 'at 390 px', viewport: { width: 390, height: 844 }, zoom: 1 },
    // 200 % zoom of a 1280 px window: the page lays out in 640 CSS px, twice as large.
    { name: 'at 200 % zoom', viewport: { width: 640, height: 400 }, zoom: 2 },
  ]) {
    test.describe(name, () => {
      test.use({ viewport, deviceScaleFactor: zoom });

      test(`no cell clips its text, the table scrolls in its box, and the page does not widen`, async ({ page }) => {
        await gotoShown(page, '/');
        expect(await clippedCells(page)).toEqual([]);
        const scroller = page.getByRole('region', { name: /Comparison table/ });
        const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        if (viewport.width < 640) expect(scrollWidth).toBeGreaterThan(clientWidth);
        // Readable type: no cell is smaller than 14 px.
        const smallest = await page
          .getByRole('table')
          .first()
          .evaluate((element) =>
            Math.min(
              ...Array.from(element.querySelectorAll('td')).map((cell) =>
                Number.parseFloat(getComputedStyle(cell).fontSize),
              ),
            ),
          );
        expect(smallest).toBeGreaterThanOrEqual(14);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
      });
    });
  }
});

test.describe('icons and the link preview', () => {
  test('the favicon, home-screen icons, web manifest and og:image all answer 200 with their types', async ({
    page,
    request,
  }) => {
    await gotoShown(page, '/');
    const head = {
      icon: await page.locator('link[rel="icon"][href$=".ico"]').getAttribute('href'),
      apple: await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'),
      manifest: await page.locator('link[rel="manifest"]').getAttribute('href'),
      image: await page.locator('meta[property="og:image"]').getAttribute('content'),
    };
    expect(head).toEqual({
      icon: '/favicon.ico',
      apple: '/apple-touch-icon.png',
      manifest: '/site.webmanifest',
      image: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/og-image\.png$/),
    });
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    // The brand mark is inline, as the last icon (the one Chromium uses) and in the header: no request for it.
    const mark = await page.locator('link[rel="icon"]').last().getAttribute('href');
    expect(decodeURIComponent((mark ?? '').replace(/^data:image\/svg\+xml,/, ''))).toMatch(
      /^<svg [^>]*><title>NovaVox<\/title>.*<\/svg>$/,
    );
    await expect(page.locator('header img').first()).toHaveAttribute('src', mark ?? '');
    await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveAttribute('sizes', '32x32');

    const answers: Record<string, { status: number; type: string | undefined }> = {};
    const fetchOne = async (url: string) => {
      const response = await request.get(url);
      answers[new URL(url, page.url()).pathname] = {
        status: response.status(),
        type: response.headers()['content-type']?.split(';')[0],
      };
      return response;
    };
    await fetchOne('/favicon.ico');
    await fetchOne('/apple-touch-icon.png');
    await fetchOne(head.image ?? '');
    const manifest = (await (await fetchOne('/site.webmanifest')).json()) as {
      icons: { src: string; sizes: string }[];
    };
    for (const icon of manifest.icons) await fetchOne(icon.src);
    expect(answers).toEqual({
      '/favicon.ico': { status: 200, type: 'image/x-icon' },
      '/apple-touch-icon.png': { status: 200, type: 'image/png' },
      '/og-image.png': { status: 200, type: 'image/png' },
      '/site.webmanifest': { status: 200, type: 'application/manifest+json' },
      '/icon-192.png': { status: 200, type: 'image/png' },
      '/icon-512.png': { status: 200, type: 'image/png' },
      '/favicon.svg': { status: 200, type: 'image/svg+xml' },
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', 'any']);
  });
});

test.describe('the not-found page', () => {
  test.use({ expectedErrors: [/Failed to load resource.*404/] });

  test('says what happened and offers the places a visitor usually wants', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const main = page.getByRole('main');
    const places: [string, string][] = [
      ['Home page', '/'],
      ['How It Works', '/#how-it-works'],
      ['Join the Waitlist', '/waitlist'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/tos'],
    ];
    for (const [name, href] of places)
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await main.getByRole('button', { name: 'Contact Us' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  });
});

test('the footer says visits are counted with a first-party id, and links the Privacy Policy', async ({ page }) => {
  await gotoShown(page, '/tos');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/We count visits with an anonymous first-party id/)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy');
});
