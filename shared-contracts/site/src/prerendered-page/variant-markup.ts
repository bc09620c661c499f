import type { ExperimentShape } from '@novavox/contracts-experiments/experiment-rules';

/**
 * Variants in the first frame, as the prerender writes them and the page's inline script reads them: a
 * prerendered page shows every experiment's control, and carries each variant's changes to the control's DOM
 * in one island and the live experiment states in another (docs/prerender.md).
 */

/** The live experiment states, filled in per request by the web server (`{"experiments": {...}}`). */
export const EXPERIMENT_STATE_ISLAND_ID = 'nvx-experiment-state';
/**
 * The api's copy document (`GET /experiments/copy`: shipped copy, running created experiments), filled in per
 * request like the states; the first-frame script sets each visitor's copy as the text of the elements marked
 * by `copySlotMark` (copy-document.ts in the experiments contracts; docs/copy-experiments.md).
 */
export const COPY_STATE_ISLAND_ID = 'nvx-copy-state';
/** Each experiment's variants as changes to the control's markup, written by the prerender. */
export const VARIANT_MARKUP_ISLAND_ID = 'nvx-variant-markup';

/**
 * One change to a node of `#root`, found by its child indexes from `#root`: its text, some attributes
 * (null removes one), or all of an element's content.
 */
export interface MarkupPatch {
  p: number[];
  t?: string;
  a?: Record<string, string | null>;
  h?: string;
}

export interface VariantMarkupExperiment extends Omit<ExperimentShape, 'id'> {
  /** The changes each non-control variant makes to this page. */
  patches: Record<string, MarkupPatch[]>;
}

export interface VariantMarkup {
  experiments: Record<string, VariantMarkupExperiment>;
}

function nodeAt(root: Node, path: number[]): Node | null {
  let node: Node | null = root;
  for (const index of path) node = node?.childNodes[index] ?? null;
  return node;
}

/**
 * Applies the patches to `root`; every target is found first, so one patch never moves another's. What a
 * patch means, so it sits with its shape: the page applies it, the prerender's tests check a round trip.
 */
export function applyMarkupPatches(root: Node, patches: MarkupPatch[]): void {
  const targets = patches.map((patch) => [nodeAt(root, patch.p), patch] as const);
  for (const [node, patch] of targets) {
    if (!node) continue;
    if (patch.t !== undefined) node.nodeValue = patch.t;
    if (patch.a) {
      for (const [name, value] of Object.entries(patch.a)) {
        if (value === null) (node as Element).removeAttribute(name);
        else (node as Element).setAttribute(name, value);
      }
    }
    if (patch.h !== undefined) (node as Element).innerHTML = patch.h;
  }
}
