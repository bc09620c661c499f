/**
 * An init script (page.addInitScript(recordFrameTexts, options)): every distinct text of the first element matching
 * `selector` that a frame can show, from before any script of the page runs to whenever the test reads
 * `window[key]`. A text counts once a frame can show it: at each frame (requestAnimationFrame runs just before
 * the browser paints), and at any change after the first frame or once the browser reports a paint. The parser
 * runs observers at each script end tag, so before the first frame the observer also meets the prerendered text
 * an instant before the inline script replaces it in the same task; that text is never painted, so it is not
 * counted. Self-contained: Playwright sends the function's source to the page.
 */
export function recordFrameTexts({ key, selector }: { key: string; selector: string }): void {
  const seen: string[] = [];
  (window as unknown as Record<string, string[]>)[key] = seen;
  let framed = false;
  const record = () => {
    const text = document.querySelector(selector)?.textContent;
    if (text && seen.at(-1) !== text) seen.push(text);
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

/** What recordFrameTexts saw under `key` so far. */
export function frameTexts(key: string): string[] {
  return (window as unknown as Record<string, string[]>)[key] ?? [];
}
