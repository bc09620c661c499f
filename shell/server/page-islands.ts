import type { CopyDocument } from '@novavox/contracts-experiments/copy-document';
import type { StateForRules } from '@novavox/contracts-experiments/experiment-rules';
import {
  COPY_STATE_ISLAND_ID,
  EXPERIMENT_STATE_ISLAND_ID,
  VARIANT_MARKUP_ISLAND_ID,
  type VariantMarkup,
} from '@novavox/contracts-site/prerendered-page/variant-markup';
import { type VariantRequest, variantMarkupForRequest } from './request-variant-markup';

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
export const EXPERIMENT_STATE_PATH = '/experiment-state.json';
export const EXPERIMENT_STATE_SSI = `<!--# include virtual="${EXPERIMENT_STATE_PATH}" -->`;

/** Where a web server puts the copy document (nginx: an SSI include; our Node server: fillCopyState). */
export const COPY_STATE_PATH = '/copy-state.json';
export const COPY_STATE_SSI = `<!--# include virtual="${COPY_STATE_PATH}" -->`;

/** The element right after the inline script; the page's first render waits until the parser has met it. */
export const VARIANTS_APPLIED_ID = 'nvx-variants-applied';

/**
 * For the head: the browser renders nothing until the parser has passed the inline script (Chromium's
 * render-blocking `expect` link). Otherwise a parser that yields between #root and the script could let a
 * frame show the control. It waits for nothing but the parser reading a few kilobytes more: no request, no
 * timer, no hidden page. Browsers without it simply do not wait.
 */
export const RENDER_UNTIL_VARIANTS_APPLIED = `<link rel="expect" href="#${VARIANTS_APPLIED_ID}" blocking="render">`;

export function variantIslands(markup: VariantMarkup, script: string): string {
  return [
    `<script type="application/json" id="${VARIANT_MARKUP_ISLAND_ID}">${dataBlockJson(markup)}</script>`,
    `<script type="application/json" id="${EXPERIMENT_STATE_ISLAND_ID}">${EXPERIMENT_STATE_SSI}</script>`,
    `<script type="application/json" id="${COPY_STATE_ISLAND_ID}">${COPY_STATE_SSI}</script>`,
    `<script>${script}</script>`,
    `<template id="${VARIANTS_APPLIED_ID}"></template>`,
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

const COPY_ISLAND = new RegExp(`(<script type="application/json" id="${COPY_STATE_ISLAND_ID}">)[\\s\\S]*?(</script>)`);

/**
 * The page with the copy document in its island. The copy is text the api validated; here it is only JSON in a
 * data block (no "<" at all), and the first-frame script sets it as text, so nothing in it becomes markup.
 */
export function fillCopyState(html: string, copy: CopyDocument): string {
  return html.replace(COPY_ISLAND, (_match, open: string, close: string) => `${open}${dataBlockJson(copy)}${close}`);
}

const hasCopy = (copy: CopyDocument) => Object.keys(copy.slotCopy).length > 0 || copy.running.length > 0;

const MARKUP_ISLAND = new RegExp(
  `<script type="application/json" id="${VARIANT_MARKUP_ISLAND_ID}">([\\s\\S]*?)</script>`,
);
/** The inline script of variants in the first frame: variantIslands puts it right before the template. */
const FIRST_FRAME_SCRIPT = new RegExp(
  `<script>(?:(?!</script>)[\\s\\S])*</script>(?=<template id="${VARIANTS_APPLIED_ID}">)`,
);

/**
 * The page for one request: the live experiment states in their island, and only the variant markup this
 * request can use (request-variant-markup.ts). When it can use none, the markup and the inline script that
 * applies it are left out too; the live app assigns from the states alone.
 */
export function fillPageIslands(
  html: string,
  experiments: Partial<Record<string, StateForRules>>,
  request: VariantRequest,
  copy: CopyDocument = { slotCopy: {}, running: [] },
): string {
  const filled = fillCopyState(fillExperimentStates(html, experiments), copy);
  const island = MARKUP_ISLAND.exec(filled);
  if (!island) return filled;
  const markup = variantMarkupForRequest(JSON.parse(island[1] as string) as VariantMarkup, experiments, request);
  // The script stays while there is copy to set, even with no variant markup.
  if (markup === null && hasCopy(copy)) return filled.replace(island[0], '');
  if (markup === null) return filled.replace(island[0], '').replace(FIRST_FRAME_SCRIPT, '');
  return filled.replace(
    island[0],
    () => `<script type="application/json" id="${VARIANT_MARKUP_ISLAND_ID}">${dataBlockJson(markup)}</script>`,
  );
}
