import { describe, expect, it } from 'vitest';
import { sequentialSampleSize } from './experiment-plan';
import references from './fixtures/plan-references.json';
import { forecastBaseline, tuningForPlan } from './sequential-tuning';

// References: scripts/plan-references.py (mpmath and a plain numpy scan over n and over a grid of N*).
describe('the always-valid interval tuned from the plan', () => {
  it.each(references.fixed)(
    'needs the visitors of the reference at a given N* ($p1 → $p2, α $alpha, N* $tuning)',
    (row) => {
      expect(sequentialSampleSize(row.p1, row.p2, row.alpha, 0.8, row.tuning)).toBe(row.visitors);
    },
  );

  it.each(references.best)('is tuned to need the fewest visitors any N* allows ($p1 → $p2, α $alpha)', (row) => {
    const tuning = tuningForPlan({ baselineRate: row.p1, minimumDetectableEffect: row.p2 / row.p1 - 1 }, row.alpha);
    expect(sequentialSampleSize(row.p1, row.p2, row.alpha, 0.8, tuning)).toBe(row.visitors);
  });

  it('needs fewer visitors than the fixed N* = 5000 for a small lift on a low rate', () => {
    const tuning = tuningForPlan({ baselineRate: 0.05, minimumDetectableEffect: 0.2 }, 0.05);
    const fixed = references.fixed.find((row) => row.tuning === 5000)?.visitors ?? 0;
    expect(sequentialSampleSize(0.05, 0.06, 0.05, 0.8, tuning)).toBeLessThan(fixed);
  });

  it("forecasts at the control's observed rate, rounded to two digits, once it has 100 conversions; never tunes N* from it", () => {
    const plan = { baselineRate: 0.05, minimumDetectableEffect: 0.2 };
    expect(forecastBaseline(plan, { views: 3000, conversions: 99 })).toEqual({ rate: 0.05, source: 'plan' });
    expect(forecastBaseline(plan, { views: 3400, conversions: 101 })).toEqual({ rate: 0.03, source: 'observed' });
    expect(forecastBaseline(plan, undefined).source).toBe('plan');
  });
});
