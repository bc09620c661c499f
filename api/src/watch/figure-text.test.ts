import { describe, expect, it } from 'vitest';
import { differenceText } from './figure-text';

describe('the watch writes figures', () => {
  it('writes a difference with its always-valid interval', () => {
    expect(differenceText({ difference: 0.0125, interval: { lower: -0.005, upper: 0.03 } })).toBe(
      '+1.25 points, always-valid interval [−0.50, +3.00]',
    );
  });
});
