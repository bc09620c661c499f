import { describe, expect, it } from 'vitest';
import { differenceText, percentText } from './figure-text';

describe('the watch writes figures', () => {
  it('writes a rate as a percentage with two decimals', () => {
    expect(percentText(8, 200)).toBe('4.00 %');
    expect(percentText(1, 3)).toBe('33.33 %');
    expect(percentText(0, 50)).toBe('0.00 %');
    expect(percentText(50, 50)).toBe('100.00 %');
  });

  it('writes a difference with its always-valid interval', () => {
    expect(differenceText({ difference: 0.0125, interval: { lower: -0.005, upper: 0.03 } })).toBe(
      '+1.25 points, always-valid interval [−0.50, +3.00]',
    );
  });
});
