import { experimentById, isExperimentId } from '@novavox/contracts-experiments';
import type { DashboardExperiment } from './parse-ab-stats-response';

/**
 * The catalog ships with this remote, the counts come from the api: a variant added to the catalog and
 * shipped with the dashboard is listed at once, with no views, rather than after the api has counted it.
 */
export function withCatalogVariants(experiment: DashboardExperiment): DashboardExperiment {
  if (!isExperimentId(experiment.id)) return experiment;
  const counted = new Set(experiment.variants.map((variant) => variant.key));
  const added = experimentById(experiment.id)
    .variants.filter((variant) => !counted.has(variant.key))
    .map(({ key, name, description }) => ({ key, name, description, views: 0, conversions: 0 }));
  if (added.length === 0) return experiment;
  return {
    ...experiment,
    variants: [...experiment.variants, ...added].sort((a, b) => a.key.localeCompare(b.key)),
  };
}
