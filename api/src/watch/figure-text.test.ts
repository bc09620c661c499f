import { describe, expect, it } from 'vitest';
import { differenceText, percentText } from './figure-text';

describe('the watch writes figures', () => {
  it('writes a rate as the dashboard does, in percent with one decimal', () => {
    expect(percentText(8, 200)).toBe('4.0%');
    expect(percentText(1, 3)).toBe('33.3%');
    expect(percentText(0, 50)).toBe('0.0%');
    expect(percentText(50, 50)).toBe('100.0%');
  });

  it('writes a difference with its always-valid interval', () => {
    expect(differenceText({ difference: 0.0125, interval: { lower: -0.005, upper: 0.03 } })).toBe(
      '+1.25 points, always-valid interval [−0.50, +3.00]',
    );
  });
});
