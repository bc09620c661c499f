import type { Interval } from '@novavox/experiment-stats';

/** "8.3–12.0%" for a rate interval (fractions in, percent out, one decimal). */
export function formatInterval(interval: Interval): string {
  return `${(interval.lower * 100).toFixed(1)}–${(interval.upper * 100).toFixed(1)}%`;
}

/**
 * A probability in percent with one decimal, "—" when there is none. Near-certainties read ">99.9%"
 * and "<0.1%": "100.0%" would claim a certainty the data cannot give.
 */
export function formatProbability(p: number | null): string {
  if (p === null) return '—';
  if (p > 0.999 && p < 1) return '>99.9%';
  if (p < 0.001 && p > 0) return '<0.1%';
  return `${(p * 100).toFixed(1)}%`;
}

/** A rate difference in percentage points with a sign: "+3.0 pp", "−1.2 pp". */
export function formatPoints(difference: number): string {
  const rounded = (difference * 100).toFixed(1);
  if (Number(rounded) === 0) return '0.0 pp';
  return `${difference > 0 ? '+' : '−'}${Math.abs(difference * 100).toFixed(1)} pp`;
}

/** An interval of rate differences: "−1.8 to +7.8 pp", its bounds within ±100 points (what two rates can differ by). */
export function formatPointsInterval(interval: Interval): string {
  const lower = Math.max(-1, interval.lower);
  const upper = Math.min(1, interval.upper);
  return `${formatPoints(lower).replace(' pp', '')} to ${formatPoints(upper)}`;
}
