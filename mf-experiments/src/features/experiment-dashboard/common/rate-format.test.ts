import { describe, expect, it } from 'vitest';
import { formatRunRate } from './rate-format';

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
