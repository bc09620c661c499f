import {
  assignLetter,
  type ExperimentEnvironment,
  type ExperimentShape,
  type StateForRules,
} from '@novavox/contracts-experiments/experiment-rules';

/**
 * A prerendered page shows the control of every experiment. Before its first paint, a small inline script
 * (built from first-frame-variants.entry.ts) assigns the visitor by the same rules as the app and swaps in each
 * variant's markup, recorded by the prerender as changes to the control's DOM. So a visitor never sees the
 * control first, and the live app, which assigns the same way, renders the same copy when it takes over.
 */

/** The live experiment states, filled in per request by the web server (`{"experiments": {...}}`). */
export const EXPERIMENT_STATE_ISLAND_ID = 'nvx-experiment-state';
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

/** Applies the patches to `root`; every target is found first, so one patch never moves another's. */
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

function islandJson<T>(doc: Document, id: string): T | null {
  try {
    return JSON.parse(doc.getElementById(id)?.textContent ?? '') as T;
  } catch {
    // A page served without its states (the web server did not fill the island) keeps the control.
    return null;
  }
}

/** The experiment states the page was served with, or null when the server did not include them. */
export function pageExperimentStates(doc: Document): Record<string, StateForRules> | null {
  const island = islandJson<{ experiments?: Record<string, StateForRules> }>(doc, EXPERIMENT_STATE_ISLAND_ID);
  return island?.experiments && typeof island.experiments === 'object' ? island.experiments : null;
}

/** Assigns each experiment of the page and swaps in the markup of the visitor's variants; returns the letters. */
export function swapInVariants(doc: Document, env: ExperimentEnvironment): Record<string, string> {
  const root = doc.getElementById('root');
  const markup = islandJson<VariantMarkup>(doc, VARIANT_MARKUP_ISLAND_ID);
  const states = pageExperimentStates(doc);
  const letters: Record<string, string> = {};
  if (!root || !markup || !states) return letters;
  for (const [id, experiment] of Object.entries(markup.experiments)) {
    const state = states[id];
    if (!state) continue;
    const { variantId } = assignLetter({ id, ...experiment }, state, env);
    letters[id] = variantId;
    const patches = experiment.patches[variantId];
    if (patches) applyMarkupPatches(root, patches);
  }
  return letters;
}
