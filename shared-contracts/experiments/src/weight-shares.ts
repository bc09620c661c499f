/**
 * Each variant's share of the visitors, in percent, from relative weights: weight / sum of weights × 100. A missing
 * weight counts as 0; with no weight at all every share is 0. The dashboard's card and CSV files each round it
 * their own way; the api's run archive keeps it unrounded.
 */
export function weightShares(weights: Readonly<Record<string, number | undefined>>): [key: string, percent: number][] {
  const entries = Object.entries(weights).map(([key, weight]) => [key, weight ?? 0] as const);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return entries.map(([key, weight]) => [key, total > 0 ? (weight / total) * 100 : 0]);
}
