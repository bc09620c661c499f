import { describe, expect, it } from 'vitest';
import { analyzeExperiment } from './experiment-analysis';
import type { DashboardExperiment } from './parse-ab-stats-response';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const variant = (key: string, views: number, conversions: number) => ({
  key,
  name: `Variant ${key}`,
  description: '',
  views,
  conversions,
});
const experiment = (variants: DashboardExperiment['variants'], firstSeenAt: string | null): DashboardExperiment => ({
  id: 'cta_layout',
  name: 'CTA Layout',
  description: '',
  variants,
  firstSeenAt,
});
const equal = { A: 1, B: 1, C: 1 };

describe('analyzeExperiment', () => {
  it('computes intervals, tests, Holm p-values and probabilities against the control', () => {
    const result = analyzeExperiment(
      experiment(
        [variant('A', 1000, 100), variant('B', 1000, 130), variant('C', 1000, 120)],
        '2026-11-01T00:00:00.000Z',
      ),
      equal,
      NOW,
    );
    const [a, b, c] = result.variants;
    expect(a?.verdict).toBe('Control');
    expect(a?.test).toBeNull();
    expect(a?.rateInterval.lower).toBeCloseTo(0.0829, 4);
    expect(b?.test?.pValue).toBeCloseTo(0.0355, 4);
    // Holm over two challengers: the smaller p is doubled.
    expect(b?.holmP).toBeCloseTo(2 * (b?.test?.pValue ?? 0), 10);
    expect(c?.holmP).toBeCloseTo(Math.max(b?.holmP ?? 0, c?.test?.pValue ?? 0), 10);
    expect(b?.probabilityToBeatControl).toBeCloseTo(0.982165, 6);
    expect(b?.probabilityBest).toBeCloseTo(0.7452, 4);
    expect(b?.isBest).toBe(true);
    expect(b?.versusControl).toBeCloseTo(30, 10);
    expect(result.daysRunning).toBe(20);
    expect(result.srm?.status).toBe('ok');
    // p = 0.0355 alone would be "significant"; after Holm (0.071) it is not.
    expect(b?.verdict).toBe('Inconclusive');
  });

  it('calls a significant win only after the minimum duration', () => {
    const variants = [variant('A', 2000, 200), variant('B', 2000, 300)];
    expect(
      analyzeExperiment(experiment(variants, '2026-11-01T00:00:00.000Z'), { A: 1, B: 1 }, NOW).variants[1]?.verdict,
    ).toBe('Significant win');
    expect(
      analyzeExperiment(experiment(variants, '2026-11-18T00:00:00.000Z'), { A: 1, B: 1 }, NOW).variants[1]?.verdict,
    ).toBe('Running');
    expect(analyzeExperiment(experiment(variants, null), { A: 1, B: 1 }, NOW).variants[1]?.verdict).toBe('Running');
    const loss = [variant('A', 2000, 300), variant('B', 2000, 200)];
    expect(
      analyzeExperiment(experiment(loss, '2026-11-01T00:00:00.000Z'), { A: 1, B: 1 }, NOW).variants[1]?.verdict,
    ).toBe('Significant loss');
  });

  it('shows "Not enough data" while any arm has fewer than 50 users or 5 converters', () => {
    const result = analyzeExperiment(
      experiment([variant('A', 49, 10), variant('B', 500, 100)], '2026-11-01T00:00:00.000Z'),
      { A: 1, B: 1 },
      NOW,
    );
    expect(result.enoughData).toBe(false);
    expect(result.variants[1]?.verdict).toBe('Not enough data');
    const few = analyzeExperiment(
      experiment([variant('A', 500, 4), variant('B', 500, 100)], null),
      { A: 1, B: 1 },
      NOW,
    );
    expect(few.variants[1]?.verdict).toBe('Not enough data');
  });

  it('withholds a verdict under a sample-ratio mismatch, counting configured arms without data as 0', () => {
    const variants = [variant('A', 2000, 200), variant('B', 1500, 300)];
    const result = analyzeExperiment(experiment(variants, '2026-11-01T00:00:00.000Z'), { A: 1, B: 1 }, NOW);
    expect(result.srm?.status).toBe('mismatch');
    expect(result.variants[1]?.verdict).toBe('Inconclusive');
    const missing = analyzeExperiment(experiment([variant('A', 100, 10), variant('B', 100, 10)], null), equal, NOW);
    expect(missing.srm?.degreesOfFreedom).toBe(2);
    expect(missing.srm?.status).toBe('mismatch');
  });

  it('handles a control at rate 0 and variants without views', () => {
    const result = analyzeExperiment(
      experiment([variant('A', 10, 0), variant('B', 3, 1), variant('C', 0, 0)], null),
      equal,
      NOW,
    );
    const [a, b, c] = result.variants;
    expect(a?.isBest).toBe(true);
    expect(b?.versusControl).toBeNull();
    expect(b?.test?.lift).toBeNull();
    expect(c?.test).toBeNull();
    expect(c?.probabilityToBeatControl).toBeNull();
    expect(result.requiredPerArm).toBeNull();
  });
});
