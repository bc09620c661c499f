import { describe, expect, it } from 'vitest';
import { dayQuantileWithInterval, halfWidth, rateWithInterval } from './simulation-report';

// Wilson intervals by hand (Python, z = 1.959964): 29/1000 [2.03, 4.13] %, 573/20000 [2.64, 3.11] % (issue 44's
// A/A figure, 2.86 % [2.64, 3.10], is the same to rounding), 0/100 [0, 3.70] %.
describe('what the simulations print', () => {
  it('gives each rate its 95 % Wilson interval, in percent', () => {
    expect(rateWithInterval(29, 1000)).toBe('2.90 % [2.03, 4.13]');
    expect(rateWithInterval(573, 20000)).toBe('2.87 % [2.64, 3.11]');
    expect(rateWithInterval(0, 100)).toBe('0.00 % [0.00, 3.70]');
  });

  it('measures the wider side of that interval', () => {
    // 2.865 − 2.64 = 0.225 below, 3.11 − 2.865 = 0.245 above: within ±0.5 points at 20 000 runs.
    expect(halfWidth(573, 20000)).toBeCloseTo(0.00245, 4);
    expect(halfWidth(573, 20000)).toBeLessThan(0.005);
    // 17.8 % of 20 000 is not (1.96 √(.178 · .822 / 20 000) = 0.53 points).
    expect(halfWidth(3560, 20000)).toBeGreaterThan(0.005);
  });

  it('gives a quantile of days a distribution-free interval, runs never called counting as later than any day', () => {
    // Days 1–100: the median is the 50th; ranks 50 ∓ 1.96 · 5 = 40.2 and 59.8, so the 41st and the 60th.
    const days = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(dayQuantileWithInterval(days, 0.5)).toBe('50 [41, 60]');
    // Days 1–10 and ten runs never called: the 10th of 20; ranks 10 ∓ 1.96 · √5 = 5.62 and 14.38.
    const half = [...days.slice(0, 10), ...Array.from({ length: 10 }, () => null)];
    expect(dayQuantileWithInterval(half, 0.5)).toBe('10 [6, none]');
  });
});
