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

/** "+30.0%", "-12.5%", "0.0%", or "—" for null. */
export function formatVersusControl(value: number | null): string {
  if (value === null) return '—';
  const rounded = value.toFixed(1);
  if (Number(rounded) === 0) return '0.0%';
  return `${value > 0 ? '+' : ''}${rounded}%`;
}
