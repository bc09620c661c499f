import type { AbStatsDay } from '@novavox/contracts-api/ab-stats';
import { describe, expect, it } from 'vitest';
import { cumulativeSeries, effectSeries, seriesDates } from './daily-series';

// Interval values below come from a separate Python implementation of S1 (Wilson) and S9.
const daily: AbStatsDay[] = [
  {
    date: '2026-11-01',
    variants: { A: { views: 100, conversions: 10 }, B: { views: 100, conversions: 12 } },
  },
  {
    date: '2026-11-03',
    variants: {
      A: { views: 100, conversions: 5 },
      B: { views: 100, conversions: 13 },
      C: { views: 50, conversions: 5 },
    },
  },
];

describe('daily series', () => {
  it('lists every day from the first to the last, across a month end', () => {
    expect(seriesDates(daily)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(
      seriesDates([
        { date: '2026-10-30', variants: {} },
        { date: '2026-11-02', variants: {} },
      ]),
    ).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(seriesDates([])).toEqual([]);
  });

  it('sums views and conversions day by day, carrying totals over missing days', () => {
    const [a, b, c] = cumulativeSeries(daily, ['A', 'B', 'C']);
    expect(a?.points.map((point) => [point.views, point.conversions, point.rate])).toEqual([
      [100, 10, 0.1],
      [100, 10, 0.1],
      [200, 15, 0.075],
    ]);
    expect(b?.points.map((point) => point.rate)).toEqual([0.12, 0.12, 0.125]);
    // C has no visitor before the third day: no rate, no band.
    expect(c?.points.map((point) => point.rate)).toEqual([null, null, 0.1]);
    expect(c?.points[0]?.interval).toBeNull();
    expect(a?.points[2]?.interval?.lower).toBeCloseTo(0.045975, 6);
    expect(a?.points[2]?.interval?.upper).toBeCloseTo(0.120044, 6);
    expect(c?.points[2]?.interval?.lower).toBeCloseTo(0.043476, 6);
  });

  it('gives each challenger its difference from the control with the always-valid interval', () => {
    const effects = effectSeries(cumulativeSeries(daily, ['A', 'B', 'C']), 0.025);
    expect(effects.map((series) => series.key)).toEqual(['B', 'C']);
    const [b, c] = effects;
    expect(b?.points[0]?.difference).toBeCloseTo(0.02, 12);
    expect(b?.points[0]?.interval?.lower).toBeCloseTo(-0.213841, 6);
    expect(b?.points[2]?.difference).toBeCloseTo(0.05, 12);
    expect(b?.points[2]?.interval?.lower).toBeCloseTo(-0.078207, 6);
    expect(b?.points[2]?.interval?.upper).toBeCloseTo(0.178207, 6);
    expect(c?.points[1]?.difference).toBeNull();
    expect(c?.points[2]?.interval?.upper).toBeCloseTo(0.252517, 6);
  });

  it('has no effect series without a control', () => {
    expect(effectSeries(cumulativeSeries(daily, ['B', 'C']), 0.05)).toEqual([]);
  });
});
