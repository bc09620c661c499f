import { copyTextProblems } from '@novavox/contracts-experiments';
import { type CopySlotId, copySlotIds, copySlots } from '@novavox/contracts-experiments/copy-slots';
import { COPY_STATE_ISLAND_ID } from '@novavox/contracts-site/prerendered-page/variant-markup';
import { frameTexts, recordFrameTexts } from '../support/frame-texts';
import { expect, test } from './fixtures';

// Issue 48 (docs/copy-experiments.md, "Painting it in the first frame"): copy shipped to every one of the 21 slots
// is on screen from the first frame of the prerendered page to the live app, none of it set late on takeover.

/** A new text per slot, within each slot's bounds (checked below by the rule the api applies). */
const shipped = Object.fromEntries(copySlotIds.map((id, index) => [id, `Copy ${index + 1} of the slots`])) as Record<
  CopySlotId,
  string
>;

/**
 * Puts `island` (a copy document) in the page's copy island as the parser completes it, before any of the page's
 * scripts reads it: the parser runs observers at each script end tag, the island's own included.
 */
function fillCopyIsland({ id, island }: { id: string; island: string }): void {
  new MutationObserver((_records, observer) => {
    const element = document.getElementById(id);
    if (!element?.nextSibling) return;
    element.textContent = island;
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
}

test('copy shipped to every slot is painted in the first frame and kept by the live app', async ({ page }) => {
  for (const id of copySlotIds) expect(copyTextProblems(id, shipped[id]), id).toEqual([]);
  expect(Object.keys(copySlots)).toHaveLength(21);
  // The copy document in the page's island, as the web server puts it there from the api's answer, without shipping
  // copy that other specs' visitors would see. The visitor is an automated browser, so every coded experiment shows
  // its control and each slot its copy. cta_button_color, which varies no text, is forced to B by the URL: the
  // server then keeps the first-frame script whatever the experiments' states (with neither variants nor copy for
  // a request, it leaves the script out).
  const island = JSON.stringify({ slotCopy: shipped, running: [] });
  await page.addInitScript(fillCopyIsland, { id: COPY_STATE_ISLAND_ID, island });
  // Each text the page's main content shows from the first frame on (the landing page's slots all sit in it).
  await page.addInitScript(recordFrameTexts, { key: '__nvxMain', selector: '#root main' });
  await page.goto('/?nvx_cta_button_color=B');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await page.locator(`#${COPY_STATE_ISLAND_ID}`).textContent(), 'the copy island as filled').toBe(island);
  const frames = (await page.evaluate(frameTexts, '__nvxMain')).map((text) => text.replace(/\s+/g, ' '));
  expect(frames.length, 'texts recorded').toBeGreaterThan(0);
  // Every text a frame showed, the first included, holds all 21 copies: none was left to the live app.
  const missing = frames.flatMap((text) => Object.values(shipped).filter((copy) => !text.includes(copy)));
  expect([...new Set(missing)], 'copies missing from a frame').toEqual([]);
});
