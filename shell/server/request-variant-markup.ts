import {
  forcedVariantKey,
  forceUrlParameter,
  type StateForRules,
} from '@novavox/contracts-experiments/experiment-rules';
import { parse as parseCookies } from 'cookie';
import type { VariantMarkup } from '../src/start/first-frame-variants';

/**
 * A prerendered page carries every variant's markup, but one request can only use the variants the assignment
 * rules could pick for it: any variant of a running experiment (the visitor's id and stored assignment are in
 * the browser), a shipped winner, and a variant forced by the URL (`?nvx_<experiment>=C`) or by the debug page
 * (its `nvx_force_<experiment>` cookie, written beside the stored force). The rest is dropped per request, so
 * a page whose experiments are not running is about 4 KB (brotli) lighter and fits the first round trip
 * (docs/performance.md has the measurement).
 */
export interface VariantRequest {
  /** The query string, with or without its "?". */
  search: string;
  /** The Cookie header. */
  cookie: string | undefined;
}

function forcedLetters(id: string, request: VariantRequest): string[] {
  const fromUrl = new URLSearchParams(request.search).get(forceUrlParameter(id));
  const fromCookie = request.cookie ? parseCookies(request.cookie)[forcedVariantKey(id)] : undefined;
  return [fromUrl, fromCookie].flatMap((letter) => (letter ? [letter.trim().toUpperCase()] : []));
}

function usableLetters(state: StateForRules | undefined): 'all' | string[] {
  if (state?.status === 'running') return 'all';
  if (state?.status === 'concluded') return [state.winner];
  return [];
}

/** The variant markup this request can use, or null when it can use none (the page then needs no script). */
export function variantMarkupForRequest(
  markup: VariantMarkup,
  states: Partial<Record<string, StateForRules>>,
  request: VariantRequest,
): VariantMarkup | null {
  const kept: VariantMarkup['experiments'] = {};
  for (const [id, experiment] of Object.entries(markup.experiments)) {
    const usable = usableLetters(states[id]);
    const letters = usable === 'all' ? Object.keys(experiment.patches) : [...usable, ...forcedLetters(id, request)];
    const patches = Object.fromEntries(
      Object.entries(experiment.patches).filter(([letter]) => letters.includes(letter)),
    );
    if (Object.keys(patches).length > 0) kept[id] = { ...experiment, patches };
  }
  return Object.keys(kept).length > 0 ? { experiments: kept } : null;
}
