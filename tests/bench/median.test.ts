import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it.each([
    [[7], 7],
    [[3, 1, 2], 2],
    [[250, 135, 248, 190, 201], 201],
    // An even count gives the upper middle value: 3 of 1, 2, 3, 4 (not 2.5).
    [[4, 1, 3, 2], 3],
    [[10, 20], 20],
  ])('of %j is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('leaves out what was not measured', () => {
    // 5, NaN, 1, Infinity: of 1 and 5, the upper middle is 5.
    expect(median([5, Number.NaN, 1, Number.POSITIVE_INFINITY])).toBe(5);
    expect(median([Number.NaN, 42, Number.NEGATIVE_INFINITY])).toBe(42);
  });

  it('is NaN when nothing was measured', () => {
    expect(median([])).toBeNaN();
    expect(median([Number.NaN, Number.NaN])).toBeNaN();
  });

  it('sorts by value, not as text, and leaves the input as it was', () => {
    const values = [100, 9, 20];
    expect(median(values)).toBe(20);
    expect(values).toEqual([100, 9, 20]);
  });
});
