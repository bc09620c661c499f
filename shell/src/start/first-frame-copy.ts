import {
  COPY_SLOT_ATTRIBUTE,
  type CopyDocument,
  parseCopyDocument,
  setSlotText,
  visitorSlotCopy,
} from '@novavox/contracts-experiments/copy-document';
import { COPY_STATE_ISLAND_ID } from '@novavox/contracts-site/prerendered-page/variant-markup';

/**
 * Copy shipped from the dashboard and created copy experiments in the first frame (docs/copy-experiments.md).
 * The prerendered page shows each slot's default in an element marked with its slot id; before the first paint,
 * the inline script puts the visitor's copy there (as text: never markup), and the live app, reading the same
 * island, renders the same copy when it takes over.
 */

/** The copy document the page was served with, or null when the web server did not fill the island. */
export function pageCopyDocument(doc: Document): CopyDocument | null {
  try {
    return parseCopyDocument(JSON.parse(doc.getElementById(COPY_STATE_ISLAND_ID)?.textContent ?? ''));
  } catch {
    return null;
  }
}

function markedSlots(root: Element): Map<string, Element[]> {
  const slots = new Map<string, Element[]>();
  for (const element of root.querySelectorAll(`[${COPY_SLOT_ATTRIBUTE}]`)) {
    const id = element.getAttribute(COPY_SLOT_ATTRIBUTE) as string;
    slots.set(id, [...(slots.get(id) ?? []), element]);
  }
  return slots;
}

/** Each marked slot's prerendered text: what the page shows when no coded experiment changed it. */
export function prerenderedSlotTexts(doc: Document): Map<string, string> {
  const root = doc.getElementById('root');
  const texts = new Map<string, string>();
  if (!root) return texts;
  for (const [id, [element]] of markedSlots(root)) texts.set(id, element?.textContent ?? '');
  return texts;
}

/**
 * Puts the visitor's copy in every marked slot that still shows its prerendered text (a coded experiment showing
 * one of its arms keeps it, as `slotText` says). `before` is prerenderedSlotTexts taken before the coded variants
 * were swapped in. Returns the slots set.
 */
export function swapInSlotCopy(doc: Document, visitorId: string | null, before: Map<string, string>): string[] {
  const root = doc.getElementById('root');
  const document = pageCopyDocument(doc);
  if (!root || !document) return [];
  const copy: Partial<Record<string, string>> = visitorSlotCopy(document, '/', visitorId);
  const set: string[] = [];
  for (const [id, elements] of markedSlots(root)) {
    const text = copy[id];
    if (text === undefined) continue;
    for (const element of elements) {
      if (element.textContent !== before.get(id)) continue;
      setSlotText(element, text);
      set.push(id);
    }
  }
  return set;
}
