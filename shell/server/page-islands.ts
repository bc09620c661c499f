import {
  EXPERIMENT_STATE_ISLAND_ID,
  VARIANT_MARKUP_ISLAND_ID,
  type VariantMarkup,
} from '../src/start/first-frame-variants';

/**
 * The data a prerendered page carries for variants in the first frame (src/start/first-frame-variants.ts):
 * each variant's markup, written by the prerender, and the live experiment states, filled in per request by
 * the web server; then the inline script that uses both. The rest of the page stays static.
 */

/** JSON inside a script data block: no "<" at all, so neither "</script" nor "<!--" can end it early. */
export function dataBlockJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * Where a web server puts the live experiment states. The saved page holds an nginx SSI include there, so
 * nginx can fill it; our Node server replaces the island's content itself (fillExperimentStates).
 */
export const EXPERIMENT_STATE_SSI = '<!--# include virtual="/experiment-state.json" -->';

export function variantIslands(markup: VariantMarkup, script: string): string {
  return [
    `<script type="application/json" id="${VARIANT_MARKUP_ISLAND_ID}">${dataBlockJson(markup)}</script>`,
    `<script type="application/json" id="${EXPERIMENT_STATE_ISLAND_ID}">${EXPERIMENT_STATE_SSI}</script>`,
    `<script>${script}</script>`,
  ].join('');
}

const STATE_ISLAND = new RegExp(
  `(<script type="application/json" id="${EXPERIMENT_STATE_ISLAND_ID}">)[\\s\\S]*?(</script>)`,
);

/** The page with the live experiment states in its island (a page without the island is returned as it is). */
export function fillExperimentStates(html: string, experiments: unknown): string {
  return html.replace(
    STATE_ISLAND,
    (_match, open: string, close: string) => `${open}${dataBlockJson({ experiments })}${close}`,
  );
}
