import {
  forcedVariantKey,
  forceUrlParameter,
  type StateForRules,
  stateVariant,
  variantLetterForm,
} from '@novavox/contracts-experiments/experiment-rules';
import type { VariantMarkup, VariantMarkupExperiment } from '@novavox/contracts-site/prerendered-page/variant-markup';

/**
 * A prerendered page carries every variant's markup, but one request can only use the variants the assignment
 * rules could pick for it: in a running experiment, the variant the GrowthBook hash gives the visitor's id
 * under the run's weights (a stored assignment of the run is that same variant: new weights begin a new run),
 * or every variant when the id is unknown; a shipped winner; and a variant forced by the URL
 * (`?nvx_<experiment>=C`) or by the debug page (its `nvx_force_<experiment>` cookie, written beside the
 * stored force). The rest is dropped per request, so the page fits the first round trip (docs/performance.md
 * has the measurement).
 */
export interface VariantRequest {
  /** The query string, with or without its "?". */
  search: string;
  cookies: Partial<Record<string, string>>;
  /** The visitor's id (page-visitor.ts), or null when unknown. */
  visitorId: string | null;
}

function forcedLetters(id: string, request: VariantRequest): string[] {
  const fromUrl = new URLSearchParams(request.search).get(forceUrlParameter(id));
  const fromCookie = request.cookies[forcedVariantKey(id)];
  return [fromUrl, fromCookie].flatMap((written) => {
    const letter = written ? variantLetterForm(written) : null;
    return letter ? [letter] : [];
  });
}

function usableLetters(
  id: string,
  experiment: VariantMarkupExperiment,
  state: StateForRules | undefined,
  visitorId: string | null,
): 'all' | string[] {
  if (!state) return [];
  // An unknown id in a running experiment: the browser makes one the server has not seen, so any variant may come.
  if (state.status === 'running' && !visitorId) return 'all';
  // The control has no patches: the page itself is the control.
  return [stateVariant({ id, ...experiment }, state, visitorId).variantId];
}

/** The variant markup this request can use, or null when it can use none (the page then needs no script). */
export function variantMarkupForRequest(
  markup: VariantMarkup,
  states: Partial<Record<string, StateForRules>>,
  request: VariantRequest,
): VariantMarkup | null {
  const kept: VariantMarkup['experiments'] = {};
  for (const [id, experiment] of Object.entries(markup.experiments)) {
    const usable = usableLetters(id, experiment, states[id], request.visitorId);
    const letters = usable === 'all' ? Object.keys(experiment.patches) : [...usable, ...forcedLetters(id, request)];
    const patches = Object.fromEntries(
      Object.entries(experiment.patches).filter(([letter]) => letters.includes(letter)),
    );
    if (Object.keys(patches).length > 0) kept[id] = { ...experiment, patches };
  }
  return Object.keys(kept).length > 0 ? { experiments: kept } : null;
}
