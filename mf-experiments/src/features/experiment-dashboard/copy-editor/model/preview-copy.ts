import type { CopySlotId, SlotCopy } from '@novavox/contracts-experiments';
import {
  COPY_SLOT_ATTRIBUTE,
  COPY_SLOT_LINES_ATTRIBUTE,
  sentenceLines,
  setSlotText,
} from '@novavox/contracts-experiments/copy-document';

/**
 * The preview writes an arm's copy into a frame of the real page (docs/copy-experiments.md, "Preview"): in each
 * element the page marks for the slot, as text, the way the first-frame script does. Only that frame changes: it
 * is the dashboard's own document, nothing is sent anywhere and no visitor's page is touched.
 */

/** The text a slot's element shows once set: a headline's sentences are spans with one space between them. */
const shownText = (element: Element, text: string) =>
  element.firstElementChild && element.hasAttribute(COPY_SLOT_LINES_ATTRIBUTE) ? sentenceLines(text).join(' ') : text;

export interface PreviewResult {
  /** Slots set in the frame, in the order given. */
  shown: CopySlotId[];
  /** Slots the page does not show (not on this page, or not marked yet). */
  missing: CopySlotId[];
}

/** Sets each slot's copy where it still differs (so a re-render of the page is answered, never looped). */
export function applyPreviewCopy(doc: Document, slots: readonly CopySlotId[], copy: SlotCopy): PreviewResult {
  const result: PreviewResult = { shown: [], missing: [] };
  for (const slot of slots) {
    const text = copy[slot];
    const elements = doc.querySelectorAll(`[${COPY_SLOT_ATTRIBUTE}="${slot}"]`);
    if (text === undefined || elements.length === 0) {
      result.missing.push(slot);
      continue;
    }
    for (const element of elements) if (element.textContent !== shownText(element, text)) setSlotText(element, text);
    result.shown.push(slot);
  }
  return result;
}

/** Scrolls the frame so the first slot shown sits a third down its window. */
export function scrollToSlot(doc: Document, slot: CopySlotId | undefined): void {
  const view = doc.defaultView;
  const element = slot ? doc.querySelector(`[${COPY_SLOT_ATTRIBUTE}="${slot}"]`) : null;
  if (!view || !element) return;
  const top = element.getBoundingClientRect().top + view.scrollY;
  view.scrollTo({ top: Math.max(0, top - view.innerHeight / 3), behavior: 'instant' });
}
