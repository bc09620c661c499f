/** z for a two-sided 95 % interval (docs/statistics.md S1). */
export const Z_95 = 1.959964;

export interface Interval {
  lower: number;
  upper: number;
}

/**
 * Wilson score interval for c successes in n trials (S1). Unlike the Wald interval it stays sensible at
 * 0/n and n/n, which matter on a dashboard with small samples. n = 0 gives the whole [0, 1].
 */
export function wilsonInterval(conversions: number, views: number, z = Z_95): Interval {
  if (views <= 0) return { lower: 0, upper: 1 };
  const p = Math.min(1, Math.max(0, conversions / views));
  const z2 = z * z;
  const denominator = 1 + z2 / views;
  const centre = (p + z2 / (2 * views)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / views + z2 / (4 * views * views));
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}
