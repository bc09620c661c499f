import { describe, expect, it } from 'vitest';
import { bestVariantKey, conversionRate, versusControl } from './variant-metrics';

const v = (key: string, views: number, conversions: number) => ({ key, views, conversions });

describe('best variant', () => {
  it('is the highest rate among variants with at least 5 views', () => {
    expect(bestVariantKey([v('A', 100, 10), v('B', 100, 13), v('C', 4, 4)])).toBe('B');
  });
  it('is none when no variant has 5 views', () => {
    expect(bestVariantKey([v('A', 4, 1), v('B', 0, 0)])).toBeNull();
  });
  it('keeps the first on a tie', () => {
    expect(bestVariantKey([v('A', 10, 1), v('B', 20, 2)])).toBe('A');
  });
});

describe('vs. Control', () => {
  const control = v('A', 100, 10);
  it('is (rate − control rate) / control rate × 100', () => {
    expect(versusControl(v('B', 100, 13), control)).toBeCloseTo(30, 10);
    expect(versusControl(v('C', 50, 4), control)).toBeCloseTo(-20, 10);
  });
  it('is a dash for the control and for variants under 5 views', () => {
    expect(versusControl(control, control)).toBeNull();
    expect(versusControl(v('B', 4, 4), control)).toBeNull();
  });
  it('is 0 when the control rate is 0 or the control is missing', () => {
    expect(versusControl(v('B', 10, 5), v('A', 50, 0))).toBe(0);
    expect(versusControl(v('B', 10, 5), v('A', 0, 0))).toBe(0);
    expect(versusControl(v('B', 10, 5), undefined)).toBe(0);
  });
});

describe('conversion rate', () => {
  it('is conversions / views in percent, 0 without views', () => {
    expect(conversionRate(v('A', 8, 1))).toBe(12.5);
    expect(conversionRate(v('A', 0, 0))).toBe(0);
  });
});
