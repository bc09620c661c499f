/**
 * Multiple-comparison corrections for the challengers' p-values (docs/statistics.md S4): with five
 * challengers at α = 0.05 the chance of at least one false "winner" is 22.6 %. Holm is the default;
 * Benjamini–Hochberg and Bonferroni are offered for comparison. Results keep the input order.
 */

export function bonferroniAdjust(pValues: readonly number[]): number[] {
  return pValues.map((p) => Math.min(1, p * pValues.length));
}

/** Holm's step-down: from the smallest p, the i-th smallest times (m − i + 1), never below the one before. */
export function holmAdjust(pValues: readonly number[]): number[] {
  return stepwiseAdjust(pValues, 'smallest', (rank, m) => m - rank + 1);
}

/** Benjamini–Hochberg's step-up: from the largest p, the i-th smallest times m / i, never above the one after. */
export function benjaminiHochbergAdjust(pValues: readonly number[]): number[] {
  return stepwiseAdjust(pValues, 'largest', (rank, m) => m / rank);
}

/**
 * The walk both step-wise corrections share: visit the p-values from one end, scale each by its rank among them
 * (1 for the smallest), cap at 1, keep the results monotone (rising from the smallest, falling from the largest),
 * and write each back to its input position.
 */
function stepwiseAdjust(
  pValues: readonly number[],
  from: 'smallest' | 'largest',
  factor: (rank: number, m: number) => number,
): number[] {
  const m = pValues.length;
  const up = from === 'smallest';
  const order = pValues
    .map((p, index) => ({ p, index }))
    .sort((left, right) => (up ? left.p - right.p : right.p - left.p));
  const adjusted = new Array<number>(m).fill(1);
  let running = up ? 0 : 1;
  order.forEach(({ p, index }, position) => {
    const scaled = Math.min(1, factor(up ? position + 1 : m - position, m) * p);
    running = up ? Math.max(running, scaled) : Math.min(running, scaled);
    adjusted[index] = running;
  });
  return adjusted;
}
