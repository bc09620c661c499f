import { describe, expect, it } from 'vitest';
import { signedPoints } from './figure-words';

describe('the figures the watch and the dashboard share', () => {
  it('writes a difference in signed percentage points, two decimals, a true minus sign', () => {
    expect(signedPoints(0.0125)).toBe('+1.25');
    expect(signedPoints(-0.02)).toBe('−2.00');
    expect(signedPoints(0)).toBe('+0.00');
    expect(signedPoints(0.5)).toBe('+50.00');
    expect(signedPoints(-0.00123)).toBe('−0.12');
  });
});
