import { describe, expect, it } from 'vitest';
import { formatConversions, formatRate, formatVersusControl } from './variant-format';

const v = (key: string, views: number, conversions: number) => ({ key, views, conversions });

describe('vs. Control', () => {
  it('is shown with a sign and one decimal', () => {
    expect(formatVersusControl(30)).toBe('+30.0%');
    expect(formatVersusControl(-12.345)).toBe('−12.3%');
    expect(formatVersusControl(-41.26)).toBe('−41.3%');
    expect(formatVersusControl(241.3)).toBe('+241.3%');
    expect(formatVersusControl(0)).toBe('0.0%');
    expect(formatVersusControl(-0.01)).toBe('0.0%');
    expect(formatVersusControl(0.04)).toBe('0.0%');
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
    expect(formatRate(v('A', 8, 1))).toBe('12.5%');
    expect(formatRate(v('A', 4, 1))).toBe('25.0%*');
    expect(formatRate(v('A', 0, 0))).toBe('0.0%*');
  });
});
