import type { Interval } from './wilson-interval';

/** "8.3–12.0%" for a rate interval (fractions in, percent out, one decimal). */
export function formatInterval(interval: Interval): string {
  return `${(interval.lower * 100).toFixed(1)}–${(interval.upper * 100).toFixed(1)}%`;
}

/** p-values with three decimals, "<0.001" below that, "—" when there is none. */
export function formatPValue(p: number | null): string {
  if (p === null) return '—';
  return p < 0.001 ? '<0.001' : p.toFixed(3);
}

/** A probability as a whole percent with one decimal, "—" when there is none. */
export function formatProbability(p: number | null): string {
  return p === null ? '—' : `${(p * 100).toFixed(1)}%`;
}
