import { describe, expect, it } from 'vitest';
import { betaPosterior, probabilityBest, probabilityToBeatControl } from './beta-comparison';
import references from './fixtures/beta-references.json';

/**
 * Against fixtures/beta-references.json, written by mf-experiments/scripts/beta-references.py with an
 * independent method (numpy grid integration with CDFs from cumulative sums, cross-checked by exact
 * rational arithmetic or mpmath); see that script's header for how each value was obtained.
 */
interface ReferenceCase {
  label: string;
  arms: { conversions: number; views: number }[];
  probabilityBest: number[];
  probabilityToBeatControl: (number | null)[];
}

const cases = (references as { cases: ReferenceCase[] }).cases;
const TOLERANCE = 1e-5;

describe('P(best) against independent references', () => {
  it.each(cases.map((reference) => [reference.label, reference] as const))('%s', (_label, reference) => {
    const actual = probabilityBest(reference.arms);
    reference.probabilityBest.forEach((expected, index) => {
      expect(Math.abs((actual[index] ?? Number.NaN) - expected)).toBeLessThan(TOLERANCE);
    });
  });
});

describe('P(beat control) against independent references', () => {
  it.each(cases.map((reference) => [reference.label, reference] as const))('%s', (_label, reference) => {
    const [control, ...variants] = reference.arms;
    variants.forEach((variant, index) => {
      const expected = reference.probabilityToBeatControl[index + 1] ?? Number.NaN;
      const actual = probabilityToBeatControl(control ?? { views: 0, conversions: 0 }, variant);
      expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThan(TOLERANCE);
    });
  });
});

describe('docs/statistics.md T4/T7 vectors (6 and 4 decimals)', () => {
  it.each([
    [100, 1000, 130, 1000, 0.982165],
    [100, 1000, 150, 1000, 0.999642],
    [1, 10, 1, 9, 0.537594],
    [100, 1000, 100, 900, 0.785116],
    [50, 1000, 65, 1000, 0.92448],
    [2, 4, 3, 4, 0.738095],
  ])('%i/%i vs %i/%i', (ca, na, cb, nb, expected) => {
    const actual = probabilityToBeatControl({ conversions: ca, views: na }, { conversions: cb, views: nb });
    expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(5e-7);
  });

  it('2/4 vs 3/4 is 31/42', () => {
    expect(probabilityToBeatControl({ conversions: 2, views: 4 }, { conversions: 3, views: 4 })).toBeCloseTo(
      31 / 42,
      10,
    );
  });

  it('T7: A 100/1000, B 130/1000, C 120/1000', () => {
    const [a, b, c] = probabilityBest([
      { conversions: 100, views: 1000 },
      { conversions: 130, views: 1000 },
      { conversions: 120, views: 1000 },
    ]);
    expect(Math.abs((a ?? 0) - 0.0076)).toBeLessThanOrEqual(5e-5);
    expect(Math.abs((b ?? 0) - 0.7452)).toBeLessThanOrEqual(5e-5);
    expect(Math.abs((c ?? 0) - 0.2472)).toBeLessThanOrEqual(5e-5);
  });
});

describe('edge cases', () => {
  it('does not jump where the old code switched to a normal approximation (10⁴ conversions)', () => {
    const control = { conversions: 10_000, views: 100_000 };
    const values = [9_999, 10_000, 10_001, 10_002].map(
      (conversions) => probabilityToBeatControl(control, { conversions, views: 100_000 }) ?? Number.NaN,
    );
    // Near P = 0.5 one extra conversion in 10⁵ views moves the probability by φ(0)/134 ≈ 0.0030.
    for (let index = 1; index < values.length; index++) {
      const step = (values[index] ?? 0) - (values[index - 1] ?? 0);
      expect(step).toBeGreaterThan(0.0027);
      expect(step).toBeLessThan(0.0033);
    }
  });

  it('uses fractional conversions as they are, without rounding', () => {
    const control = { conversions: 10, views: 100 };
    const low = probabilityToBeatControl(control, { conversions: 12.4, views: 100 });
    const high = probabilityToBeatControl(control, { conversions: 12.6, views: 100 });
    expect((high ?? 0) - (low ?? 0)).toBeGreaterThan(0.01);
  });

  it('gives arms without views no figure, and they do not change the others', () => {
    const arms = [
      { conversions: 100, views: 1000 },
      { conversions: 130, views: 1000 },
    ];
    const without = probabilityBest(arms);
    const withEmpty = probabilityBest([...arms, { conversions: 0, views: 0 }]);
    expect(withEmpty[2]).toBeNull();
    expect(withEmpty[0]).toBe(without[0]);
    expect(withEmpty[1]).toBe(without[1]);
    expect(
      probabilityToBeatControl({ conversions: 0, views: 0 }, arms[1] ?? arms[0] ?? { conversions: 0, views: 1 }),
    ).toBeNull();
    expect(
      probabilityBest([
        { conversions: 0, views: 0 },
        { conversions: 3, views: 10 },
      ]),
    ).toEqual([null, 1]);
  });

  it('refuses conversions above views', () => {
    expect(() => betaPosterior({ conversions: 11, views: 10 })).toThrow(RangeError);
    expect(() =>
      probabilityBest([
        { conversions: 1, views: 10 },
        { conversions: 11, views: 10 },
      ]),
    ).toThrow(RangeError);
  });
});
