import { holmAdjust } from './p-value-adjustment';
import { chiSquareSurvival } from './special-functions';

/**
 * Do two experiments on one page meet? (docs/statistics.md S12.) For the visitors exposed to both, the rate in each
 * (row arm, column arm) cell; with no interaction the rates are additive, p_ij = μ + α_i + β_j, so every interaction
 * contrast θ_ij = p_ij − p_i1 − p_1j + p_11 (i, j past the first arm) is 0. The Wald statistic of those contrasts is
 * χ² with (rows − 1)(columns − 1) degrees of freedom; with two rows it equals Cochran's Q of the row effect across
 * the column arms. Exploratory only: nothing acts on it.
 */

export interface InteractionCell {
  visitors: number;
  conversions: number;
}

export interface InteractionTable {
  rowArms: readonly string[];
  columnArms: readonly string[];
  /** cells[i][j]: visitors who saw row arm i and column arm j, and those of them who converted. */
  cells: readonly (readonly InteractionCell[])[];
}

export interface InteractionTest {
  /** The arms tested: those with visitors in this table. */
  rowArms: string[];
  columnArms: string[];
  chiSquare: number;
  degreesOfFreedom: number;
  pValue: number;
}

/** Every cell of the arms with visitors needs this many visitors before a pair is tested. */
export const MIN_INTERACTION_CELL_VISITORS = 100;
/** Family-wise level over the pairs (Holm): a pair is flagged below it. */
export const INTERACTION_ALPHA = 0.05;

/** The variance of a cell's rate, with half a conversion added so an empty or full cell still has one. */
function cellVariance({ visitors, conversions }: InteractionCell): number {
  const rate = (conversions + 0.5) / (visitors + 1);
  return (rate * (1 - rate)) / visitors;
}

/**
 * The interaction test of one pair, or null when there is not enough data: fewer than two arms with visitors on
 * either side, or a cell of those arms with fewer than MIN_INTERACTION_CELL_VISITORS visitors.
 */
export function interactionTest(table: InteractionTable): InteractionTest | null {
  const cellAt = (i: number, j: number) => table.cells[i]?.[j] ?? { visitors: 0, conversions: 0 };
  const rowsSeen = table.rowArms
    .map((_, i) => i)
    .filter((i) => table.columnArms.some((_, j) => cellAt(i, j).visitors > 0));
  const columnsSeen = table.columnArms.map((_, j) => j).filter((j) => rowsSeen.some((i) => cellAt(i, j).visitors > 0));
  if (rowsSeen.length < 2 || columnsSeen.length < 2) return null;
  const cells = rowsSeen.map((i) => columnsSeen.map((j) => cellAt(i, j)));
  if (cells.some((row) => row.some((cell) => cell.visitors < MIN_INTERACTION_CELL_VISITORS))) return null;

  const rates = cells.map((row) => row.map((cell) => cell.conversions / cell.visitors));
  const variances = cells.map((row) => row.map(cellVariance));
  // Contrast (a, b) for a, b ≥ 1 uses cells (a, b) and (0, 0) with +1, (a, 0) and (0, b) with −1.
  const contrasts: { a: number; b: number }[] = [];
  for (let a = 1; a < cells.length; a++) for (let b = 1; b < columnsSeen.length; b++) contrasts.push({ a, b });
  const rate = (i: number, j: number) => rates[i]?.[j] ?? 0;
  const variance = (i: number, j: number) => variances[i]?.[j] ?? 0;
  const theta = contrasts.map(({ a, b }) => rate(a, b) - rate(a, 0) - rate(0, b) + rate(0, 0));
  // Cov(θ_ab, θ_cd) = Σ over shared cells of the product of their signs times the cell's variance.
  const covariance = contrasts.map(({ a, b }) =>
    contrasts.map(({ a: c, b: d }) => {
      let sum = variance(0, 0);
      if (a === c) sum += variance(a, 0);
      if (b === d) sum += variance(0, b);
      if (a === c && b === d) sum += variance(a, b);
      return sum;
    }),
  );
  const solved = solveSymmetric(covariance, theta);
  const chiSquare = theta.reduce((sum, value, index) => sum + value * (solved[index] ?? 0), 0);
  const degreesOfFreedom = contrasts.length;
  return {
    rowArms: rowsSeen.map((i) => table.rowArms[i] as string),
    columnArms: columnsSeen.map((j) => table.columnArms[j] as string),
    chiSquare,
    degreesOfFreedom,
    pValue: chiSquareSurvival(chiSquare, degreesOfFreedom),
  };
}

/** Solves A x = y for a symmetric positive-definite A (Cholesky). */
function solveSymmetric(matrix: readonly (readonly number[])[], y: readonly number[]): number[] {
  const n = y.length;
  const lower = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const at = (row: number[] | undefined, index: number) => row?.[index] ?? 0;
  for (let i = 0; i < n; i++) {
    const li = lower[i] as number[];
    for (let j = 0; j <= i; j++) {
      const lj = lower[j] as number[];
      let sum = at(matrix[i] as number[], j);
      for (let k = 0; k < j; k++) sum -= at(li, k) * at(lj, k);
      li[j] = i === j ? Math.sqrt(sum) : sum / at(lj, j);
    }
  }
  const z = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = y[i] ?? 0;
    for (let k = 0; k < i; k++) sum -= at(lower[i], k) * (z[k] ?? 0);
    z[i] = sum / at(lower[i], i);
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = z[i] ?? 0;
    for (let k = i + 1; k < n; k++) sum -= at(lower[k], i) * (x[k] ?? 0);
    x[i] = sum / at(lower[i], i);
  }
  return x;
}

export interface PairInteraction<T> {
  pair: T;
  test: InteractionTest | null;
  /** Holm-adjusted over the pairs that were tested; null when this one was not. */
  adjustedPValue: number | null;
  /** Adjusted p below INTERACTION_ALPHA: worth a look, never a reason to act alone. */
  flagged: boolean;
}

/** Tests each pair and corrects for their number (Holm over the pairs with enough data). */
export function pairInteractions<T>(
  pairs: readonly { pair: T; table: InteractionTable }[],
  alpha = INTERACTION_ALPHA,
): PairInteraction<T>[] {
  const tests = pairs.map(({ table }) => interactionTest(table));
  const tested = tests.flatMap((test, index) => (test ? [{ index, pValue: test.pValue }] : []));
  const adjusted = holmAdjust(tested.map(({ pValue }) => pValue));
  const adjustedByIndex = new Map(tested.map(({ index }, rank) => [index, adjusted[rank] ?? 1]));
  return pairs.map(({ pair }, index) => {
    const adjustedPValue = adjustedByIndex.get(index) ?? null;
    return {
      pair,
      test: tests[index] ?? null,
      adjustedPValue,
      flagged: adjustedPValue !== null && adjustedPValue < alpha,
    };
  });
}
