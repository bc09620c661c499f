import { type ExperimentId, forcedVariantKey } from '@novavox/contracts-experiments';
import { REMOTE_LOADING_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/page-marks';
import type { VariantMarkup } from '@novavox/contracts-site/prerendered-page/variant-markup';
import type { Page } from 'playwright-core';
import { type Snapshot, snapshotInPage } from './page-snapshot';
import { captureVariantMarkup } from './variant-capture';

/** Chromium's side of the prerender: loading a route until its remotes have rendered, and reading it. */

/** Loads the route and waits until its heading is there and no remote is still loading. */
export async function loadPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction((mark) => !document.querySelector(`[${mark}]`), REMOTE_LOADING_ATTRIBUTE);
}

/** The route, loaded, as the saved page will carry it (page-snapshot.ts). */
export async function snapshotPage(page: Page, url: string): Promise<Snapshot> {
  await loadPage(page, url);
  return page.evaluate(snapshotInPage);
}

/**
 * The route's variant markup (variant-capture.ts), each variant rendered with the experiments forced through
 * storage rather than the URL, which the page would otherwise show in its links. Storage is cleared after.
 */
export async function variantMarkup(page: Page, url: string, control: string): Promise<VariantMarkup | null> {
  const markup = await captureVariantMarkup(control, async (pairs) => {
    const stored = pairs.map(([id, key]) => [forcedVariantKey(id as ExperimentId), key]);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key as string, value as string);
    }, stored);
    return (await snapshotPage(page, url)).body;
  });
  await page.evaluate(() => localStorage.clear());
  return markup;
}
