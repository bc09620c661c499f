/**
 * The required figures (docs/requirements.md §§2, 4 and 9): rate, the best variant and "vs. Control". They are
 * kept exactly as required; the statistics beside them (experiment-analysis.ts) qualify them. How the dashboard
 * writes them is its own (mf-experiments, variant-format.ts).
 */

/** Minimum views before a variant can be "best" or compared with the control. */
export const MIN_VIEWS = 5;
export const CONTROL_KEY = 'A';

export interface VariantCounts {
  key: string;
  views: number;
  conversions: number;
}

/** Conversion rate in percent; 0 without views. */
export function conversionRate({ views, conversions }: VariantCounts): number {
  return views > 0 ? (conversions / views) * 100 : 0;
}

/** The key of the variant with the highest rate among those with at least 5 views (first on a tie), or null. */
export function bestVariantKey(variants: readonly VariantCounts[]): string | null {
  let best: { key: string; rate: number } | null = null;
  for (const variant of variants) {
    if (variant.views < MIN_VIEWS) continue;
    const rate = conversionRate(variant);
    if (best === null || rate > best.rate) best = { key: variant.key, rate };
  }
  return best?.key ?? null;
}

/**
 * (rate − control rate) / control rate × 100. Null (shown as a dash) for the control itself and for
 * variants under 5 views; 0 when the control's rate is 0 or the control is missing.
 */
export function versusControl(variant: VariantCounts, control: VariantCounts | undefined): number | null {
  if (variant.key === CONTROL_KEY || variant.views < MIN_VIEWS) return null;
  const controlRate = control ? conversionRate(control) : 0;
  if (controlRate === 0) return 0;
  return ((conversionRate(variant) - controlRate) / controlRate) * 100;
}
