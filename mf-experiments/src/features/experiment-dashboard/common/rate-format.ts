import { formatRatePercent } from '@novavox/contracts-api/experiment-watch';

/**
 * How the dashboard writes a conversion rate: in percent with one decimal, the spec's "rates to one decimal"
 * (docs/requirements.md), wherever a rate is shown: the results table (which adds its small-sample asterisk,
 * variant-format.ts), the verdict, the ship dialog and the segments card (segment-figures.ts). The one writer is
 * shared with the watch's guardrail figures (@novavox/contracts-api/experiment-watch): 0.125 → "12.5%".
 */
export { formatRatePercent };

/** A run's rate from its counts, "—" when no one visited (the verdict's and the ship dialog's tables). */
export function formatRunRate(run: { views: number; conversions: number } | null): string {
  return run && run.views > 0 ? formatRatePercent(run.conversions / run.views) : '—';
}
