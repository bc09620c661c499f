import { type Browser, expect } from '@playwright/test';
import { personLikePage } from './person-like-page';
import { origin } from './site';
import { scaled } from './time-scale';

export interface FreshVisit {
  /** The stored assignment's letter, else the hero headline's text (nothing is stored when nothing runs). */
  variant: string | null;
  impressions: number;
}

/**
 * A fresh browser (no stored assignment) visiting the landing page, counting the impressions of `experimentId`
 * it sends; Playwright's webdriver flag is opted out, so the visitor is assigned like a person.
 */
export async function freshVisit(browser: Browser, experimentId = 'family_headline'): Promise<FreshVisit> {
  const { context, page } = await personLikePage(browser);
  try {
    let impressions = 0;
    let pageViews = 0;
    page.on('request', (req) => {
      if (req.method() !== 'POST' || req.url() !== `${origin('api')}/events`) return;
      const events = (JSON.parse(req.postData() ?? '{}') as { events?: Record<string, unknown>[] }).events ?? [];
      for (const event of events) {
        if (event.name === 'page_view') pageViews += 1;
        if (event.name === 'experiment_impression' && event.experiment_id === experimentId) impressions += 1;
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Events go out in batches: once the page view arrived, an impression of the same load would have too.
    await expect.poll(() => pageViews, { timeout: scaled(10_000) }).toBeGreaterThanOrEqual(1);
    const stored = await page.evaluate((key) => localStorage.getItem(key), `nvx_${experimentId}`);
    const shown = await page.getByRole('heading', { level: 1 }).textContent();
    return { variant: stored ? (JSON.parse(stored) as { variant: string }).variant : shown, impressions };
  } finally {
    await context.close();
  }
}
