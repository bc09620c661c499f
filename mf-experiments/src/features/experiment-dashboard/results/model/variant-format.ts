import { MIN_VIEWS, type VariantCounts } from '@novavox/experiment-stats';
import { formatRatePercent } from '../../common/rate-format';

/** How the table writes the spec's figures (@novavox/experiment-stats, variant-metrics.ts computes them). */

export function formatConversions(conversions: number): string {
  return Number.isInteger(conversions) ? String(conversions) : conversions.toFixed(1);
}

/** "12.5%", with an asterisk under 5 views (explained by the footnote). */
export function formatRate(variant: VariantCounts): string {
  return `${formatRatePercent(variant.views > 0 ? variant.conversions / variant.views : 0)}${variant.views < MIN_VIEWS ? '*' : ''}`;
}

/**
 * A lift over A, given in percent, with a sign and one decimal: "+30.0%", "−12.5%" (a true minus sign, as every
 * signed figure of the dashboard), "0.0%" for what rounds to 0, or "—" for null. The table's and the secondary
 * metrics' vs. Control, and the run archive's lift and its interval (archive-figures.ts).
 */
export function formatVersusControl(value: number | null): string {
  if (value === null) return '—';
  const rounded = Math.abs(value).toFixed(1);
  if (Number(rounded) === 0) return '0.0%';
  return `${value > 0 ? '+' : '−'}${rounded}%`;
}
