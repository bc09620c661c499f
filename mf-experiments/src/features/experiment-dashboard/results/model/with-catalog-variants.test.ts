import { describe, expect, it } from 'vitest';
import type { DashboardExperiment } from './parse-ab-stats-response';
import { withCatalogVariants } from './with-catalog-variants';

function counted(id: string, keys: string[]): DashboardExperiment {
  return {
    id,
    name: id,
    description: '',
    variants: keys.map((key) => ({ key, name: `counted ${key}`, description: '', views: 10, conversions: 1 })),
    firstSeenAt: null,
    daily: null,
    metrics: null,
    crossoverVisitors: null,
  };
}

describe('withCatalogVariants', () => {
  it('lists a catalog variant the stats do not count yet, with no views, in key order', () => {
    // cta_layout has three variants in the catalog: A Centered, B Split, C Checklist card.
    const merged = withCatalogVariants(counted('cta_layout', ['A', 'C']));
    expect(merged.variants.map((variant) => [variant.key, variant.name, variant.views])).toEqual([
      ['A', 'counted A', 10],
      ['B', 'Split', 0],
      ['C', 'counted C', 10],
    ]);
  });

  it('leaves an experiment whose variants are all counted, or that the catalog does not know, as it is', () => {
    const complete = counted('cta_layout', ['A', 'B', 'C']);
    expect(withCatalogVariants(complete)).toBe(complete);
    const unknown = counted('retired_experiment', ['A']);
    expect(withCatalogVariants(unknown)).toBe(unknown);
  });
});
