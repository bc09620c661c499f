import { describe, expect, it } from 'vitest';
import { sequentialSampleSize } from './experiment-plan';
import { benjaminiHochbergAdjust, bonferroniAdjust, holmAdjust } from './p-value-adjustment';
import { requiredSampleSize } from './required-sample-size';
import { sequenceRhoSquared, sequentialTest } from './sequential-test';
import { normalCdf, normalQuantile } from './special-functions';
import { smallestExpected, srmCheck } from './srm-check';
import { twoProportionTest } from './two-proportion-test';
import { wilsonInterval } from './wilson-interval';

/** Asserts `actual` equals `expected` to the decimals docs/statistics.md states (half a unit of the last). */
function near(actual: number | null | undefined, expected: number, decimals: number) {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-12);
}

const arm = (conversions: number, views: number) => ({ conversions, views });

describe('normal distribution', () => {
  it('matches reference values', () => {
    near(normalCdf(1), 0.841344746068543, 12);
    near(normalCdf(-1.959964), 0.025, 7);
    near(normalQuantile(0.975), 1.959963984540054, 10);
    near(normalQuantile(0.8), 0.841621233572914, 10);
    near(normalQuantile(1e-5), -4.264890793922825, 9);
  });
});

describe('T1/T2: two-proportion z-test', () => {
  it('T1: A 100/1000, B 130/1000', () => {
    const test = twoProportionTest(arm(100, 1000), arm(130, 1000));
    near(test?.pooledRate, 0.115, 4);
    near(test?.standardError, 0.014267, 6);
    near(test?.z, 2.1027, 4);
    near(test?.pValue, 0.0355, 4);
    near(test?.difference, 0.03, 4);
    near(test?.differenceCi.lower, 0.0021, 4);
    near(test?.differenceCi.upper, 0.0579, 4);
    near(test?.lift, 0.3, 3);
    near(test?.liftStandardError, 0.1628, 4);
    near(test?.liftCi?.lower, -0.019, 3);
    near(test?.liftCi?.upper, 0.619, 3);
  });

  it('T2: A 50/1000, B 65/1000 has the same lift but is not significant', () => {
    const test = twoProportionTest(arm(50, 1000), arm(65, 1000));
    near(test?.z, 1.4408, 4);
    near(test?.pValue, 0.1496, 4);
    near(test?.differenceCi.lower, -0.0054, 4);
    near(test?.differenceCi.upper, 0.0354, 4);
    near(test?.lift, 0.3, 3);
  });

  it('equals the 2×2 chi-square without Yates (z² = χ²) and has no lift when the control rate is 0', () => {
    const test = twoProportionTest(arm(0, 20), arm(3, 20));
    expect(test?.lift).toBeNull();
    expect(test?.liftCi).toBeNull();
    expect(twoProportionTest(arm(0, 0), arm(3, 20))).toBeNull();
    const chi = (() => {
      const table = [
        [100, 900],
        [130, 870],
      ];
      const total = 2000;
      const rows = table.map((row) => row.reduce((sum, value) => sum + value, 0));
      const cols = [230, 1770];
      let sum = 0;
      table.forEach((row, r) => {
        row.forEach((value, c) => {
          const expected = ((rows[r] ?? 0) * (cols[c] ?? 0)) / total;
          sum += (value - expected) ** 2 / expected;
        });
      });
      return sum;
    })();
    near((twoProportionTest(arm(100, 1000), arm(130, 1000))?.z ?? 0) ** 2, chi, 9);
  });
});

describe('T3: Wilson 95 % interval', () => {
  const cases: [number, number, number, number][] = [
    [100, 1000, 0.0829, 0.1202],
    [130, 1000, 0.1106, 0.1523],
    [0, 5, 0, 0.4345],
    [5, 5, 0.5655, 1],
    [1, 4, 0.0456, 0.6994],
    [3, 20, 0.0524, 0.3604],
  ];
  it.each(cases)('%i/%i', (conversions, views, lower, upper) => {
    const interval = wilsonInterval(conversions, views);
    near(interval.lower, lower, 4);
    near(interval.upper, upper, 4);
  });
});

describe('T16: always-valid confidence sequence (S9)', () => {
  it('T1 data, α = .05, N* = 5000', () => {
    near(Math.sqrt(sequenceRhoSquared(0.05)), 0.03984, 6);
    const test = sequentialTest(arm(100, 1000), arm(130, 1000), 0.05);
    near(test?.halfWidth, 0.044518, 6);
    near(test?.interval.lower, -0.0145, 4);
    near(test?.interval.upper, 0.0745, 4);
    near(test?.pValue, 0.3789, 4);
  });

  it('the same rates × 5 (n = 10 000) give p = 1.223e-4', () => {
    const test = sequentialTest(arm(500, 5000), arm(650, 5000), 0.05);
    near((test?.pValue ?? 0) * 1e4, 1.223, 3);
  });

  it('excludes 0 exactly when its p-value is below α', () => {
    for (const [ca, cb] of [
      [100, 130],
      [500, 560],
      [500, 590],
      [80, 120],
    ] as const) {
      const test = sequentialTest(arm(ca, 2000), arm(cb, 2000), 0.05);
      expect(test?.interval.lower !== undefined && test.interval.lower > 0).toBe((test?.pValue ?? 1) < 0.05);
    }
  });

  it('has no comparison without views', () => {
    expect(sequentialTest(arm(0, 0), arm(3, 20))).toBeNull();
  });
});

describe('sample size for the always-valid interval (80 % power)', () => {
  // Reference: a linear scan over n in Python (this package's README, "How the references were made").
  it.each([
    [0.05, 0.06, 0.05, 16891],
    [0.05, 0.06, 0.01, 21786],
    [0.1, 0.13, 0.05, 3401],
  ])('%f → %f at α = %f', (p1, p2, alpha, n) => {
    expect(sequentialSampleSize(p1, p2, alpha)).toBe(n);
  });
});

describe('T9–T13: sample-ratio mismatch', () => {
  it('T9: [5000, 5200] at 50/50 is OK', () => {
    const srm = srmCheck([5000, 5200], [1, 1]);
    near(srm?.chiSquare, 3.9216, 4);
    near(srm?.pValue, 0.0477, 4);
    expect(srm?.status).toBe('ok');
  });

  it('T10: [821, 1000] at 50/50 is a mismatch', () => {
    const srm = srmCheck([821, 1000], [1, 1]);
    near(srm?.chiSquare, 17.5953, 4);
    near((srm?.pValue ?? 0) * 1e5, 2.733, 3);
    expect(srm?.status).toBe('mismatch');
  });

  it('T11/T12: six equal arms', () => {
    const ok = srmCheck([1000, 980, 1020, 1010, 950, 1040], [1, 1, 1, 1, 1, 1]);
    near(ok?.chiSquare, 5, 4);
    expect(ok?.degreesOfFreedom).toBe(5);
    near(ok?.pValue, 0.4159, 4);
    expect(ok?.status).toBe('ok');
    const bad = srmCheck([1000, 980, 1020, 1010, 800, 1040], [1, 1, 1, 1, 1, 1]);
    near(bad?.chiSquare, 39.7436, 4);
    near((bad?.pValue ?? 0) * 1e7, 1.682, 3);
    expect(bad?.status).toBe('mismatch');
  });

  it('T13: unequal weights .5/.25/.25', () => {
    const srm = srmCheck([5000, 2600, 2400], [0.5, 0.25, 0.25]);
    near(srm?.chiSquare, 8, 4);
    expect(srm?.degreesOfFreedom).toBe(2);
    near(srm?.pValue, 0.0183, 4);
    expect(srm?.status).toBe('ok');
  });

  it("expects each weighted arm's share of the weighted arms' visitors", () => {
    // 20 at 80/20: A 16, B 4. Six equal arms, 14 visitors: 14/6 each.
    expect(smallestExpected([18, 2], [4, 1])).toBe(4);
    near(smallestExpected([3, 3, 2, 2, 2, 2], [1, 1, 1, 1, 1, 1]), 14 / 6, 10);
    // A switched-off arm neither expects visitors nor counts its own: 821 + 1000 over A and B, 910.5 each.
    expect(smallestExpected([821, 1000, 7], [1, 1, 0])).toBe(910.5);
    expect(smallestExpected([0, 0], [1, 1])).toBe(0);
    expect(smallestExpected([5, 5], [0, 0])).toBeNull();
  });

  it('flags the yellow band', () => {
    expect(srmCheck([1000, 1130], [1, 1])?.status).toBe('warning');
    expect(srmCheck([0, 0], [1, 1])).toBeNull();
  });

  it('raises an alarm for any traffic in a zero-weight arm, however balanced the others', () => {
    const leak = srmCheck([500, 500, 1], [1, 1, 0]);
    expect(leak?.degreesOfFreedom).toBe(1);
    near(leak?.chiSquare, 0, 9);
    expect(leak?.unexpectedTraffic).toEqual([2]);
    expect(leak?.status).toBe('mismatch');
    expect(srmCheck([500, 500, 0], [1, 1, 0])?.status).toBe('ok');
    // Only the switched-off arm has visitors: still an alarm, with no χ² to compute.
    const only = srmCheck([0, 0, 4], [1, 1, 0]);
    expect(only?.status).toBe('mismatch');
    expect(only?.pValue).toBeNull();
  });
});

describe('T14: multiple-comparison corrections', () => {
  const p = [0.01, 0.04, 0.03, 0.2, 0.005];
  const expectAll = (actual: number[], expected: number[]) => {
    actual.forEach((value, index) => {
      near(value, expected[index] ?? Number.NaN, 9);
    });
  };
  it('Bonferroni', () => expectAll(bonferroniAdjust(p), [0.05, 0.2, 0.15, 1, 0.025]));
  it('Holm', () => expectAll(holmAdjust(p), [0.04, 0.09, 0.09, 0.2, 0.025]));
  it('Benjamini–Hochberg', () => expectAll(benjaminiHochbergAdjust(p), [0.025, 0.05, 0.05, 0.2, 0.025]));
});

describe('T15: sample size per arm (α .05 two-sided, power .8)', () => {
  it.each([
    [0.1, 0.11, 14751],
    [0.1, 0.13, 1774],
    [0.05, 0.06, 8158],
    [0.03, 0.036, 13914],
  ])('%f → %f', (p1, p2, n) => {
    expect(requiredSampleSize(p1, p2)).toBe(n);
  });
  it('is undefined for equal rates', () => expect(requiredSampleSize(0.1, 0.1)).toBeNull());
});
