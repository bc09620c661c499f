import type { AbStatsDay, AbStatsExperiment } from '@novavox/contracts-api/ab-stats';
import { type CopyExperiment, experimentCatalog } from '@novavox/contracts-experiments';

export type VariantCounts = Map<string, { views: number; conversions: number }>;

/** `${experimentId}:${variantKey}` → counts; the key every stats source fills. */
export function countKey(experimentId: string, variantKey: string): string {
  return `${experimentId}:${variantKey}`;
}

/** An experiment as the figures list it: a catalog one, or a created one (createdDefinition). */
export interface StatsDefinition {
  id: string;
  name: string;
  description: string;
  variants: readonly { key: string; name: string; description: string }[];
}

/**
 * A created copy experiment listed beside the catalog's (docs/copy-experiments.md): its hypothesis as the
 * description, each arm named by its letter (A the control) and described by its copy, slot by slot.
 */
export function createdDefinition(experiment: CopyExperiment): StatsDefinition {
  return {
    id: experiment.id,
    name: experiment.name,
    description: experiment.hypothesis,
    variants: experiment.variants.map((variant) => ({
      key: variant.key,
      name: variant.key === 'A' ? 'A (control)' : variant.key,
      description: Object.entries(variant.copy)
        .map(([slot, text]) => `${slot}: ${text}`)
        .join(' · '),
    })),
  };
}

/**
 * Every catalog experiment with every catalog variant, then the `created` ones with their arms, figures filled from `counts` (zero when absent), so
 * the dashboard always shows every catalog experiment. Ids or letters outside the catalog are left out.
 */
export function catalogExperiments(
  counts: VariantCounts,
  firstSeen?: Map<string, string>,
  daily?: Map<string, AbStatsDay[]>,
  created: readonly StatsDefinition[] = [],
): AbStatsExperiment[] {
  return [...experimentCatalog, ...created].map((experiment) => ({
    id: experiment.id,
    name: experiment.name,
    description: experiment.description,
    variants: Object.fromEntries(
      experiment.variants.map((variant) => {
        const figures = counts.get(countKey(experiment.id, variant.key));
        return [
          variant.key,
          {
            name: variant.name,
            description: variant.description,
            views: figures?.views ?? 0,
            conversions: figures?.conversions ?? 0,
          },
        ];
      }),
    ),
    firstSeenAt: firstSeen?.get(experiment.id) ?? null,
    ...(daily ? { daily: catalogDays(daily.get(experiment.id) ?? [], experiment.variants) } : {}),
  }));
}

/** Days keep only the catalog's letters, as the totals do. */
function catalogDays(days: AbStatsDay[], variants: readonly { key: string }[]): AbStatsDay[] {
  const known = new Set(variants.map((variant) => variant.key));
  return days.map((day) => ({
    date: day.date,
    variants: Object.fromEntries(Object.entries(day.variants).filter(([key]) => known.has(key))),
  }));
}

export function isCatalogVariant(experimentId: string, variantKey: string): 'ok' | 'experiment' | 'variant' {
  const experiment = experimentCatalog.find((candidate) => candidate.id === experimentId);
  if (!experiment) return 'experiment';
  return experiment.variants.some((variant) => variant.key === variantKey) ? 'ok' : 'variant';
}
