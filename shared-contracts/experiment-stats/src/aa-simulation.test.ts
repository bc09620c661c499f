import { describe, expect, it } from 'vitest';
import { simulateExperiments } from './aa-simulation';
import { seededRandom } from './seeded-random';

const scenario = { experiments: 300, usersPerArmPerDay: 300, days: 28, baseRate: 0.05, seed: 7 };

describe('daily-look simulation through the dashboard rule', () => {
  it('finds a true +30 % effect (5 % → 6.5 %) in most 2-arm experiments within 28 days', () => {
    const result = simulateExperiments({ ...scenario, arms: 2, lifts: [0, 0.3] });
    expect(result.trueWins / result.experiments).toBeGreaterThan(0.8);
  });

  it('finds the one better arm among six', () => {
    const result = simulateExperiments({ ...scenario, arms: 6, lifts: [0, 0, 0, 0.4, 0, 0] });
    expect(result.trueWins / result.experiments).toBeGreaterThan(0.8);
  });

  it('keeps false winners in A/A tests at or below 5 %, where the old fixed-horizon rule does not', () => {
    const dashboard = simulateExperiments({ ...scenario, arms: 2 });
    const fixed = simulateExperiments({ ...scenario, arms: 2, rule: 'fixed-horizon' });
    expect(dashboard.declared / dashboard.experiments).toBeLessThanOrEqual(0.05);
    expect(fixed.declared / fixed.experiments).toBeGreaterThan(0.1);
  });

  it('records the first decisive line: obeying it ships a true +30 % winner, where the old stop line stops early', () => {
    // Planned for +30 % on 5 %: B is that much better, so a stop line before the Ship is a wrong stop.
    const planned = {
      ...scenario,
      arms: 2,
      lifts: [0, 0.3],
      days: 120,
      plan: { baselineRate: 0.05, minimumDetectableEffect: 0.3 },
    };
    const result = simulateExperiments(planned);
    const { shipTrueWinner, shipOther, stopKeepControl, noDifference, none } = result.firstLines;
    expect(shipTrueWinner + shipOther + stopKeepControl + noDifference + none).toBe(result.experiments);
    expect(shipTrueWinner / result.experiments).toBeGreaterThan(0.95);
    // The same runs (same seed) under the old line, which also stopped at the plan's 80 %-power sample.
    const old = simulateExperiments({ ...planned, stopRule: 'planned-sample' });
    expect(old.firstLines.noDifference).toBeGreaterThan(noDifference + 10);
    expect(old.firstWinDays).toEqual(result.firstWinDays);
  });

  it('is reproducible from its seed and uniform in [0, 1)', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const draws = Array.from({ length: 10_000 }, () => first());
    expect(draws.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => second()));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
  });
});

describe('binomial draws', () => {
  it('have the mean and variance of Binomial(500, 0.03)', async () => {
    const { binomialSampler } = await import('./aa-simulation');
    const draw = binomialSampler(500, 0.03, seededRandom(3));
    const draws = Array.from({ length: 200_000 }, () => draw());
    const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length;
    const variance = draws.reduce((sum, value) => sum + (value - mean) ** 2, 0) / draws.length;
    // n p = 15, n p (1 − p) = 14.55; standard errors about 0.009 and 0.07.
    expect(Math.abs(mean - 15)).toBeLessThan(0.05);
    expect(Math.abs(variance - 14.55)).toBeLessThan(0.35);
  });
});
