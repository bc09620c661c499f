/**
 * Multiple-comparison corrections for the challengers' p-values (docs/statistics.md S4): with five
 * challengers at α = 0.05 the chance of at least one false "winner" is 22.6 %. Holm is the default;
 * Benjamini–Hochberg and Bonferroni are offered for comparison. Results keep the input order.
 */

export function bonferroniAdjust(pValues: readonly number[]): number[] {
  return pValues.map((p) => Math.min(1, p * pValues.length));
}

export function holmAdjust(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((left, right) => left.p - right.p);
  const adjusted = new Array<number>(m).fill(1);
  let running = 0;
  order.forEach(({ p, index }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[index] = running;
  });
  return adjusted;
}

export function benjaminiHochbergAdjust(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((left, right) => right.p - left.p);
  const adjusted = new Array<number>(m).fill(1);
  let running = 1;
  order.forEach(({ p, index }, position) => {
    const rank = m - position;
    running = Math.min(running, Math.min(1, (m / rank) * p));
    adjusted[index] = running;
  });
  return adjusted;
}
