import { describe, expect, it } from 'vitest';
import { formatRatePercent, formatRunRate } from './rate-format';

describe('formatRatePercent', () => {
  it('writes a fraction in percent with one decimal', () => {
    expect(formatRatePercent(0.125)).toBe('12.5%');
    expect(formatRatePercent(1 / 3)).toBe('33.3%');
    expect(formatRatePercent(2 / 3)).toBe('66.7%');
    expect(formatRatePercent(0)).toBe('0.0%');
    expect(formatRatePercent(1)).toBe('100.0%');
  });
});

describe('formatRunRate', () => {
  it("writes a run's conversions over its visitors", () => {
    expect(formatRunRate({ views: 8, conversions: 1 })).toBe('12.5%');
    expect(formatRunRate({ views: 3, conversions: 1 })).toBe('33.3%');
    expect(formatRunRate({ views: 1200, conversions: 0 })).toBe('0.0%');
  });
  it('writes a dash without visitors or without a run', () => {
    expect(formatRunRate({ views: 0, conversions: 0 })).toBe('—');
    expect(formatRunRate(null)).toBe('—');
  });
});
