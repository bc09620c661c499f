import { normalQuantile } from './special-functions';

/**
 * Visitors needed per arm to detect a change from rate p1 to p2 with a two-sided test
 * (docs/statistics.md S8); α = 0.05 and power 0.8 by default. Null when the rates are equal or invalid.
 */
export function requiredSampleSize(p1: number, p2: number, alpha = 0.05, power = 0.8): number | null {
  if (!(p1 > 0 && p1 < 1 && p2 > 0 && p2 < 1) || p1 === p2) return null;
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zBeta = normalQuantile(power);
  const mean = (p1 + p2) / 2;
  const numerator = zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil(numerator ** 2 / (p2 - p1) ** 2);
}
