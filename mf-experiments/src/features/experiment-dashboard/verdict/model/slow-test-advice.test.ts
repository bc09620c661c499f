import { describe, expect, it } from 'vitest';
import type { ExperimentAnalysis } from '../../results/model/dashboard-analysis';
import { SENSIBLE_DAYS, slowTestAdvice } from './slow-test-advice';

// Only the fields slowTestAdvice reads; the rest of an analysis does not matter here.
function analysis(daysToGo: number | null, arms: number, perArmPerDay: number | null): ExperimentAnalysis {
  return {
    plan: {
      baselineRate: 0.05,
      minimumDetectableEffect: 0.2,
      forecast: { rate: 0.05, source: 'plan' },
      daysToGo,
      visitorsPerArmPerDay: perArmPerDay,
    },
    variants: Array.from({ length: arms }, (_, index) => ({
      key: String.fromCharCode(65 + index),
      run: { views: 10, conversions: 0 },
    })),
  } as unknown as ExperimentAnalysis;
}

describe('advice for a test too slow to finish', () => {
  it('says nothing while the test finishes within the sensible time or its pace is unknown', () => {
    expect(slowTestAdvice(analysis(SENSIBLE_DAYS, 6, 2))).toBeNull();
    expect(slowTestAdvice(analysis(null, 6, 2))).toBeNull();
    expect(slowTestAdvice(analysis(500, 6, null))).toBeNull();
  });

  it('halves the days with twice the traffic, and shortens them with fewer arms or a bigger effect', () => {
    const advice = slowTestAdvice(analysis(8405, 6, 2));
    expect(advice?.days).toBe(8405);
    // ⌈8405 / 2⌉ = 4203.
    expect(advice?.moreTraffic).toBe(4203);
    // Two arms get the six arms' 12 visitors a day, 6 each (3× the pace), and test at α = 0.05 instead of 0.01.
    expect(advice?.fewerArms).toBeGreaterThan(0);
    expect(advice?.fewerArms).toBeLessThan(8405 / 3);
    // A lift of +40 % instead of +20 % needs roughly a quarter of the visitors (the effect squared).
    expect(advice?.biggerEffect).toBeGreaterThan(0);
    expect(advice?.biggerEffect).toBeLessThan(8405 / 3);
  });

  it('offers no fewer arms to a test that has two already', () => {
    expect(slowTestAdvice(analysis(400, 2, 2))?.fewerArms).toBeNull();
  });
});
