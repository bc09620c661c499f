import { describe, expect, it } from 'vitest';
import { binomialSampler } from './aa-simulation';
import references from './fixtures/interaction-references.json';
import {
  type InteractionCell,
  type InteractionTable,
  interactionTest,
  MIN_INTERACTION_CELL_VISITORS,
  pairInteractions,
} from './interaction-test';
import { seededRandom } from './seeded-random';

const letters = ['A', 'B', 'C', 'D', 'E', 'F'];
function tableOf(counts: readonly (readonly (readonly number[])[])[]): InteractionTable {
  const cells = counts.map((row) =>
    row.map(([visitors = 0, conversions = 0]): InteractionCell => ({ visitors, conversions })),
  );
  return {
    rowArms: letters.slice(0, cells.length),
    columnArms: letters.slice(0, cells[0]?.length ?? 0),
    cells,
  };
}

/**
 * A second implementation for two rows, written from the meta-analysis formula (not the package's contrasts):
 * Cochran's Q of the row difference d_j = p_2j − p_1j across the columns, weights 1 / (v_1j + v_2j), the same
 * half-conversion variance. For two rows it equals the additive model's weighted residual.
 */
function cochranQ(table: InteractionTable): number {
  const variance = ({ visitors, conversions }: InteractionCell) => {
    const p = (conversions + 0.5) / (visitors + 1);
    return (p * (1 - p)) / visitors;
  };
  const [first = [], second = []] = table.cells;
  const strata = first.map((a, j) => {
    const b = second[j] as InteractionCell;
    return {
      d: b.conversions / b.visitors - a.conversions / a.visitors,
      w: 1 / (variance(a) + variance(b)),
    };
  });
  const pooled = strata.reduce((sum, s) => sum + s.w * s.d, 0) / strata.reduce((sum, s) => sum + s.w, 0);
  return strata.reduce((sum, s) => sum + s.w * (s.d - pooled) ** 2, 0);
}

describe('interactionTest (docs/statistics.md S12)', () => {
  it.each(Object.entries(references))(
    '%s matches the weighted least-squares fit of numpy and scipy',
    (_, reference) => {
      const test = interactionTest(tableOf(reference.cells));
      expect(test?.degreesOfFreedom).toBe(reference.degreesOfFreedom);
      expect(test?.chiSquare).toBeCloseTo(reference.chiSquare, 8);
      expect(test?.pValue).toBeCloseTo(reference.pValue, 8);
    },
  );

  it('T19 by hand: θ = 0.09 − 0.05 − 0.05 + 0.05, variance 3 × 4.79044e-5 + 8.22356e-5', () => {
    const test = interactionTest(tableOf(references.T19.cells));
    expect(test?.chiSquare).toBeCloseTo(0.04 ** 2 / (3 * 4.79044e-5 + 8.22356e-5), 3);
    // χ² 7.0812 on 1 df: p 0.0078 (a published table puts 6.635 at 0.01 and 7.879 at 0.005).
    expect(test?.pValue).toBeGreaterThan(0.005);
    expect(test?.pValue).toBeLessThan(0.01);
  });

  it.each(['T19', 'T20', 'T22'] as const)('%s equals Cochran’s Q of the row effect across the columns', (name) => {
    const table = tableOf(references[name].cells);
    expect(interactionTest(table)?.chiSquare).toBeCloseTo(cochranQ(table), 9);
  });

  it('is the same whichever experiment is the rows', () => {
    const table = tableOf(references.T21.cells);
    const transposed: InteractionTable = {
      rowArms: table.columnArms,
      columnArms: table.rowArms,
      cells: table.columnArms.map((_, j) => table.cells.map((row) => row[j] as InteractionCell)),
    };
    expect(interactionTest(transposed)?.chiSquare).toBeCloseTo(references.T21.chiSquare, 8);
  });

  it.each([
    ['2 × 2', [0.04, 0.05], [0, 0.01]],
    ['3 × 4', [0.04, 0.05, 0.045], [0, 0.01, -0.005, 0.004]],
  ])('holds its level with no interaction (%s, 400 visitors per cell, 4,000 tables)', (_, rowRates, columnShifts) => {
    // Additive rates, so the null holds: the share of tables with p < 0.05 must be 5 %, within 3.5 to 6.5 %
    // (about ±4.4 standard errors of a rate from 4,000 tables). Measured: 4.85 % (2 × 2) and 4.83 % (3 × 4).
    let seed = 47;
    const draws = rowRates.map((rate) =>
      columnShifts.map((shift) => binomialSampler(400, rate + shift, seededRandom(seed++))),
    );
    let rejected = 0;
    for (let run = 0; run < 4000; run++) {
      const counts = draws.map((row) => row.map((draw) => [400, draw()]));
      if ((interactionTest(tableOf(counts))?.pValue ?? 1) < 0.05) rejected++;
    }
    expect(rejected / 4000).toBeGreaterThan(0.035);
    expect(rejected / 4000).toBeLessThan(0.065);
  });

  it('leaves out arms nobody saw (switched off) and tests the rest', () => {
    const withOff = tableOf([
      [
        [1000, 50],
        [0, 0],
        [1000, 50],
      ],
      [
        [1000, 50],
        [0, 0],
        [1000, 90],
      ],
      [
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    ]);
    const test = interactionTest(withOff);
    expect(test?.rowArms).toEqual(['A', 'B']);
    expect(test?.columnArms).toEqual(['A', 'C']);
    expect(test?.chiSquare).toBeCloseTo(references.T19.chiSquare, 8);
  });

  it('is null with too few visitors in a cell or a single arm on a side', () => {
    const small = MIN_INTERACTION_CELL_VISITORS - 1;
    expect(
      interactionTest(
        tableOf([
          [
            [1000, 50],
            [small, 5],
          ],
          [
            [1000, 50],
            [1000, 90],
          ],
        ]),
      ),
    ).toBeNull();
    expect(interactionTest(tableOf([[[1000, 50]], [[1000, 60]]]))).toBeNull();
  });
});

describe('pairInteractions', () => {
  it('flags on Holm over the tested pairs only (T14: Holm of [.010, .040, .030, .200, .005] is [.040, .090, .090, .200, .025])', () => {
    // One pair at T19 (p 0.00779) alone is flagged; with the same pair among untested ones it still is.
    const strong = { pair: 'x', table: tableOf(references.T19.cells) };
    const untested = { pair: 'y', table: tableOf([[[10, 1]], [[10, 2]]]) };
    const mild = { pair: 'z', table: tableOf(references.T21.cells) };
    const results = pairInteractions([strong, untested, mild]);
    expect(results.map((result) => result.pair)).toEqual(['x', 'y', 'z']);
    expect(results[1]).toMatchObject({ test: null, adjustedPValue: null, flagged: false });
    // Holm over two p-values: the smaller × 2, the larger × 1 (kept at least the first).
    expect(results[0]?.adjustedPValue).toBeCloseTo(2 * references.T19.pValue, 10);
    expect(results[2]?.adjustedPValue).toBeCloseTo(references.T21.pValue, 10);
    expect(results.map((result) => result.flagged)).toEqual([true, false, false]);
  });

  it('lets a borderline pair go once enough other pairs are checked', () => {
    const pairs = Array.from({ length: 7 }, (_, index) => ({
      pair: index,
      table: tableOf(index === 0 ? references.T19.cells : references.T20.cells),
    }));
    // 7 × 0.00779 = 0.0545 ≥ 0.05.
    expect(pairInteractions(pairs)[0]).toMatchObject({ flagged: false });
    expect(pairInteractions(pairs.slice(0, 6))[0]).toMatchObject({ flagged: true });
  });
});
