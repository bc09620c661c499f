import { copyTextProblems } from '@novavox/contracts-experiments';
import { type CopySlotId, copySlotIds, copySlots } from '@novavox/contracts-experiments/copy-slots';
import { COPY_STATE_ISLAND_ID } from '@novavox/contracts-site/prerendered-page/variant-markup';
import { expect, test } from './fixtures';

// Issue 48 (docs/copy-experiments.md, "Painting it in the first frame"): copy shipped to every one of the 21 slots
// is on screen from the first frame of the prerendered page to the live app, none of it set late on takeover.

/** A new text per slot, within each slot's bounds (checked below by the rule the api applies). */
const shipped = Object.fromEntries(copySlotIds.map((id, index) => [id, `Copy ${index + 1} of the slots`])) as Record<
  CopySlotId,
  string
>;

/**
 * For each frame a visitor could see once the page's last slot is parsed (every animation frame, and each change
 * after the first one), the shipped texts missing from the page's text; the live page's own list once it is live.
 */
function recordMissing(texts: string[]): void {
  const frames: string[][] = [];
  (window as unknown as { __nvxMissing: string[][] }).__nvxMissing = frames;
  let framed = false;
  const record = () => {
    // The closing call-to-action is the last slot in the page: before it is parsed, lower slots are not either.
    if (!document.querySelector('[data-nvx-slot="closing_cta_label"]')) return;
    const shown = (document.getElementById('root')?.textContent ?? '').replace(/\s+/g, ' ');
    frames.push(texts.filter((text) => !shown.includes(text)));
  };
  new MutationObserver(() => {
    if (framed || performance.getEntriesByType('paint').length > 0) record();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  const everyFrame = () => {
    record();
    framed = true;
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

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
  await page.addInitScript(recordMissing, Object.values(shipped));
  await page.goto('/?nvx_cta_button_color=B');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await page.locator(`#${COPY_STATE_ISLAND_ID}`).textContent(), 'the copy island as filled').toBe(island);
  const frames = await page.evaluate(() => (window as unknown as { __nvxMissing: string[][] }).__nvxMissing);
  expect(frames.length, 'frames recorded').toBeGreaterThan(1);
  // Every frame, the first included, shows all 21 texts: none was left to the live app.
  expect([...new Set(frames.flat())], 'texts missing from a frame').toEqual([]);
});
