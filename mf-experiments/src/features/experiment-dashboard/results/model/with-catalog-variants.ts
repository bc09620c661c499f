import { experimentById, isExperimentId } from '@novavox/contracts-experiments';
import type { DashboardExperiment } from './parse-ab-stats-response';

/**
 * The catalog ships with this remote, the counts come from the api: a variant added to the catalog and
 * shipped with the dashboard alone is listed at once, with no views, rather than after the api knows it
 * (marketing ships experiments without an api release). The api's own variants arrive sorted; this only
 * appends the missing ones and sorts once more when it does.
 */
export function withCatalogVariants(experiment: DashboardExperiment): DashboardExperiment {
  if (!isExperimentId(experiment.id)) return experiment;
  const counted = new Set(experiment.variants.map((variant) => variant.key));
  const added = experimentById(experiment.id).variants.filter((variant) => !counted.has(variant.key));
  if (added.length === 0) return experiment;
  const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
  const zero = added.map(({ key }) => ({ key, views: 0, conversions: 0 }));
  return {
    ...experiment,
    variants: [
      ...experiment.variants,
      ...added.map(({ key, name, description }) => ({ key, name, description, views: 0, conversions: 0 })),
    ].sort(byKey),
    ...(experiment.run
      ? { run: { ...experiment.run, variants: [...experiment.run.variants, ...zero].sort(byKey) } }
      : {}),
  };
}
