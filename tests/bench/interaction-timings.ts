import { chromium } from '@playwright/test';
import { untilLive } from '../support/live-page';
import { origin } from '../support/site';
import { median } from './median';

type Marks = { __clickAt?: number; __shownAt?: number };

/**
 * Records, in the page, when the first element matching a selector appears (performance.now). Plain script
 * text, because the TypeScript runner decorates named functions with a helper the page does not have.
 */
function watchFor(selector: string): string {
  return `(() => {
    const check = () => {
      if (window.__shownAt === undefined && document.querySelector(${JSON.stringify(selector)})) {
        window.__shownAt = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    check();
  })()`;
}

/**
 * Times taken in the page itself on loopback: from the click on Try AI Voice Call Now to the call dialog's
 * title on screen, and from navigation start to the fallback of a remote that is down.
 */
export async function interactionTimings(chromePath: string, repeats = 3) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--disable-gpu', '--disable-quic'] });
  const dialogOpen: number[] = [];
  const fallback: number[] = [];
  for (let run = 0; run < repeats; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin('shell')}/tos`);
    await untilLive(page);
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('banner').getByRole('button', { name: 'Try AI Voice Call Now' });
    await button.hover();
    await page.waitForLoadState('networkidle');
    await page.evaluate(watchFor('dialog[open] h2'));
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        () => {
          (window as unknown as Marks).__clickAt = performance.now();
          (window as unknown as Marks).__shownAt = undefined;
        },
        { capture: true, once: true },
      );
    });
    await button.click();
    await page.getByRole('dialog', { name: 'NovaVox Voice Assistant Demo' }).waitFor();
    dialogOpen.push(
      await page.evaluate(() => {
        const marks = window as unknown as Marks;
        return (marks.__shownAt ?? Number.NaN) - (marks.__clickAt ?? Number.NaN);
      }),
    );
    await context.close();

    const broken = await browser.newContext();
    await broken.route(`${origin('mf_legal')}/**`, (route) => route.abort('connectionrefused'));
    await broken.addInitScript(watchFor('[role="alert"]'));
    const brokenPage = await broken.newPage();
    await brokenPage.goto(`${origin('shell')}/privacy`);
    await brokenPage.getByRole('alert').filter({ hasText: 'unavailable right now' }).waitFor();
    fallback.push(await brokenPage.evaluate(() => (window as unknown as Marks).__shownAt ?? Number.NaN));
    await broken.close();
  }
  await browser.close();
  return { dialogOpenMs: Math.round(median(dialogOpen)), fallbackMs: Math.round(median(fallback)) };
}
