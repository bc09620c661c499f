import { type ExperimentDefinition, type ExperimentId, experimentCatalog } from '@novavox/contracts-experiments';
import type { VariantMarkup } from '@novavox/contracts-site/prerendered-page/variant-markup';
import { markupPatches } from './variant-markup';

/** Renders the page's first screen with these experiments forced to these variants (a forced view logs nothing). */
export type RenderForced = (forced: [ExperimentId, string][]) => Promise<string>;

type CatalogEntry = Pick<ExperimentDefinition, 'id' | 'weightsVersion'> & {
  variants: readonly { key: string }[];
};

/**
 * Each experiment variant's changes to this page's markup (`control`: the page as a visitor with no forced
 * variant sees it). One render with every experiment at B first tells whether the page shows any of them; then
 * each variant is rendered alone. Null when no variant changes the page.
 */
export async function captureVariantMarkup(
  control: string,
  render: RenderForced,
  catalog: readonly CatalogEntry[] = experimentCatalog,
): Promise<VariantMarkup | null> {
  const allB = await render(catalog.map((experiment) => [experiment.id, 'B']));
  const markup: VariantMarkup = { experiments: {} };
  if (allB !== control) {
    for (const experiment of catalog) {
      const patches: VariantMarkup['experiments'][string]['patches'] = {};
      for (const variant of experiment.variants.slice(1)) {
        const changes = markupPatches(control, await render([[experiment.id, variant.key]]));
        if (changes.length > 0) patches[variant.key] = changes;
      }
      if (Object.keys(patches).length > 0) {
        markup.experiments[experiment.id] = {
          variants: experiment.variants.map((variant) => variant.key),
          weightsVersion: experiment.weightsVersion,
          patches,
        };
      }
    }
  }
  return Object.keys(markup.experiments).length > 0 ? markup : null;
}
