import {
  assignLetter,
  type ExperimentEnvironment,
  type StateForRules,
} from '@novavox/contracts-experiments/experiment-rules';
import {
  applyMarkupPatches,
  EXPERIMENT_STATE_ISLAND_ID,
  VARIANT_MARKUP_ISLAND_ID,
  type VariantMarkup,
} from '@novavox/contracts-site/prerendered-page/variant-markup';

/**
 * A prerendered page shows the control of every experiment. Before its first paint, a small inline script
 * (built from first-frame-variants.entry.ts) assigns the visitor by the same rules as the app and swaps in each
 * variant's markup, recorded by the prerender as changes to the control's DOM (the islands' contract:
 * @novavox/contracts-site/prerendered-page/variant-markup). So a visitor never sees the
 * control first, and the live app, which assigns the same way, renders the same copy when it takes over.
 */

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
