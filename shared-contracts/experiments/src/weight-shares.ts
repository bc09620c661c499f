/**
 * Each variant's share of the visitors, in percent, from relative weights: weight / sum of weights × 100. A missing
 * weight counts as 0; with no weight at all every share is 0. The dashboard shows it to one decimal wherever it
 * writes a share (formatShare: the card, the history, the run archive), its CSV files keep two; the api's run
 * archive stores it unrounded.
 */
export function weightShares(weights: Readonly<Record<string, number | undefined>>): [key: string, percent: number][] {
  const entries = Object.entries(weights).map(([key, weight]) => [key, weight ?? 0] as const);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return entries.map(([key, weight]) => [key, total > 0 ? (weight / total) * 100 : 0]);
}
