import { describe, expect, it } from 'vitest';
import { formatClock } from './clock-time';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [9.99, '0:09'],
    [60, '1:00'],
    [125, '2:05'],
    [3599, '59:59'],
    [3600, '60:00'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s seconds read %s', (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });
});
