import { describe, expect, it } from 'vitest';
import { decisiveSampleSize } from './experiment-plan';
import references from './fixtures/stop-rule-references.json';
import { plannedLiftTest } from './planned-lift-test';
import { sequentialTest } from './sequential-test';

// References: scripts/stop-rule-references.py (mpmath, numpy and scipy; a second implementation of the rule).
const arm = ([views, conversions]: number[]) => ({ views: views ?? 0, conversions: conversions ?? 0 });

describe('the planned-lift bound (docs/statistics.md S10)', () => {
  it.each(references.liftBounds)('matches the reference for $control vs $variant, +$lift', (row) => {
    const control = arm(row.control);
    const variant = arm(row.variant);
    const test = plannedLiftTest(control, variant, row.lift, row.alpha, row.tuning);
    expect(test?.upper).toBeCloseTo(row.upper, 12);
    expect(test?.ruledOut).toBe(row.upper < 0);
    // Never ruled out while the interval the card shows still reaches the planned lift.
    const shown = sequentialTest(control, variant, row.alpha, row.tuning);
    expect(shown?.interval.upper).toBeCloseTo(row.intervalUpper, 12);
    if (test?.ruledOut) expect(shown?.interval.upper ?? Infinity).toBeLessThan(test.plannedDifference);
  });

  it('cannot rule anything out without a lift to plan for or without spread', () => {
    expect(plannedLiftTest({ views: 100, conversions: 10 }, { views: 100, conversions: 10 }, 0, 0.05, 5000)).toBeNull();
    expect(plannedLiftTest({ views: 100, conversions: 0 }, { views: 100, conversions: 0 }, 0.1, 0.05, 5000)).toEqual({
      plannedDifference: 0,
      upper: Infinity,
      ruledOut: false,
    });
  });
});

describe('the visitors by which every variant gets a decisive line', () => {
  it.each(references.decisive)('is $visitors per arm for +$lift on $p1 at α $alpha, N* $tuning', (row) => {
    expect(decisiveSampleSize(row.p1, row.lift, row.alpha, row.tuning)).toBe(row.visitors);
  });
});
