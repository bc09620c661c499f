import { describe, expect, it } from 'vitest';
import {
  bestVariantKey,
  conversionRate,
  formatConversions,
  formatRate,
  formatVersusControl,
  versusControl,
} from './variant-metrics';

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
  it('is shown with a sign and one decimal', () => {
    expect(formatVersusControl(30)).toBe('+30.0%');
    expect(formatVersusControl(-12.345)).toBe('-12.3%');
    expect(formatVersusControl(0)).toBe('0.0%');
    expect(formatVersusControl(-0.01)).toBe('0.0%');
    expect(formatVersusControl(null)).toBe('—');
  });
});

describe('formatting', () => {
  it('shows conversions with one decimal only when fractional', () => {
    expect(formatConversions(12)).toBe('12');
    expect(formatConversions(12.25)).toBe('12.3');
    expect(formatConversions(0)).toBe('0');
  });
  it('shows rates with one decimal and an asterisk under 5 views', () => {
    expect(conversionRate(v('A', 0, 0))).toBe(0);
    expect(formatRate(v('A', 8, 1))).toBe('12.5%');
    expect(formatRate(v('A', 4, 1))).toBe('25.0%*');
    expect(formatRate(v('A', 0, 0))).toBe('0.0%*');
  });
});
