import { stateVariant } from './assignment-rules';
import type { CopyPage, CopySlotId } from './copy-slots';
import type { SlotCopy } from './copy-text';
import type { VariantKey } from './experiment-catalog';
import { isRecord } from './is-record';

/**
 * What a visitor's page needs of the created copy experiments (docs/copy-experiments.md): the api's
 * `GET /experiments/copy` document and the rule that picks a visitor's copy from it. Only types, the hash and
 * isRecord are imported, so the first-frame script of a prerendered page can apply the rule without the catalog or
 * zod.
 */

export interface CopyVariant {
  key: VariantKey;
  copy: SlotCopy;
}

/** A running created experiment as visitors' pages read it (`GET /experiments/copy`). */
export interface RunningCopyExperiment {
  id: string;
  runId: string;
  page: CopyPage;
  variants: CopyVariant[];
}

/** What `GET /experiments/copy` answers: each slot's shipped copy and the created experiments running. */
export interface CopyDocument {
  slotCopy: SlotCopy;
  running: RunningCopyExperiment[];
}

/** A created experiment's arms as the assignment rules see them: equal weights, version 1 (assignment-rules.ts). */
export function copyExperimentShape(experiment: RunningCopyExperiment) {
  const variants = experiment.variants.map((variant) => variant.key);
  return {
    shape: { id: experiment.id, variants, weightsVersion: 1 },
    weights: Object.fromEntries(variants.map((key) => [key, 1])) as Partial<Record<VariantKey, number>>,
  };
}

/**
 * The arm of a running created experiment a visitor sees, by the one rule of state + visitor → variant
 * (stateVariant: the GrowthBook v2 hash of `nvx_<id>` and their id; the control when the id is unknown).
 */
export function copyArmOf(experiment: RunningCopyExperiment, visitorId: string | null): CopyVariant {
  const control = experiment.variants[0] as CopyVariant;
  const { shape, weights } = copyExperimentShape(experiment);
  const { variantId } = stateVariant(shape, { status: 'running', runId: experiment.runId, weights }, visitorId);
  return experiment.variants.find((variant) => variant.key === variantId) ?? control;
}

/**
 * The copy one visitor reads on `page`: each running created experiment's arm for them (the control when the id is
 * unknown, as for coded experiments), over the copy shipped to the slots. Slots in neither keep their default.
 */
export function visitorSlotCopy(document: CopyDocument, page: CopyPage, visitorId: string | null): SlotCopy {
  const copy: SlotCopy = { ...document.slotCopy };
  for (const experiment of document.running) {
    if (experiment.page !== page) continue;
    Object.assign(copy, copyArmOf(experiment, visitorId).copy);
  }
  return copy;
}

/** The copy document when nobody has shipped or started anything: every slot shows its default. */
export const EMPTY_COPY_DOCUMENT: CopyDocument = { slotCopy: {}, running: [] };

const isTextRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((text) => typeof text === 'string');
const isVariant = (value: unknown): value is CopyVariant =>
  isRecord(value) && typeof value.key === 'string' && isTextRecord(value.copy);
const isRunning = (value: unknown): value is RunningCopyExperiment =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.runId === 'string' &&
  typeof value.page === 'string' &&
  Array.isArray(value.variants) &&
  value.variants.length > 0 &&
  value.variants.every(isVariant);

/**
 * The document's shape, or null. Only the shape: the api validated every text (copy-text.ts) when it was written,
 * and wherever it lands it is set as text, never markup. A slot the page does not mark is simply not shown.
 */
export function parseCopyDocument(value: unknown): CopyDocument | null {
  if (!isRecord(value) || !isTextRecord(value.slotCopy) || !Array.isArray(value.running)) return null;
  if (!value.running.every(isRunning)) return null;
  return { slotCopy: value.slotCopy as SlotCopy, running: value.running };
}

/**
 * A slot shown one sentence per line (the hero headline): the lines its element holds, each in a span of its own,
 * split the same way by the marketing remote and by the first-frame script so the two render the same markup.
 */
export function sentenceLines(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The attribute that marks a slot's element in the page, so the first-frame script can set its copy. */
export const COPY_SLOT_ATTRIBUTE = 'data-nvx-slot';
/** On a slot's element whose text is one span per sentence (sentenceLines), each span copied from the first. */
export const COPY_SLOT_LINES_ATTRIBUTE = 'data-nvx-slot-lines';

/**
 * Props for the element that holds a slot's text and nothing else (its whole text is replaced), or with
 * `lines`, one span per sentence and the spaces between them.
 */
export function copySlotMark(slotId: CopySlotId, lines = false): Record<string, string> {
  return lines ? { [COPY_SLOT_ATTRIBUTE]: slotId, [COPY_SLOT_LINES_ATTRIBUTE]: '' } : { [COPY_SLOT_ATTRIBUTE]: slotId };
}

/**
 * Sets a marked slot's text as the component renders it: the whole text, or for a slot marked with `lines` one
 * span per sentence (each copied from the first), a space between them. Always as text, never markup. The
 * first-frame script and the dashboard's preview both write copy into the page this way.
 */
export function setSlotText(element: Element, text: string): void {
  const template = element.firstElementChild;
  if (!element.hasAttribute(COPY_SLOT_LINES_ATTRIBUTE) || !template) {
    element.textContent = text;
    return;
  }
  const lines = sentenceLines(text).map((line) => {
    const span = template.cloneNode(false) as Element;
    span.textContent = line;
    return span;
  });
  element.replaceChildren(...lines.flatMap((span, index) => (index > 0 ? [' ', span] : [span])));
}

export { EXPERIMENT_EVENT_CATEGORY } from './experiment-event-categories';
