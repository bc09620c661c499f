import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './http-load';

describe("the scripts' percentile", () => {
  it('takes the nearest rank: the smallest value with p % of the sample at or below it', () => {
    expect(percentile([4, 1, 3, 2], 50)).toBe(2);
    expect(percentile([4, 1, 3, 2], 90)).toBe(4);
    expect(percentile([30, 10, 20], 50)).toBe(20);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([5, 6], 0)).toBe(5);
    expect(percentile([], 50)).toBeNaN();
  });

  it('is the one the latency summaries use', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(summarize(hundred)).toEqual({ count: 100, p50: 50, p99: 99, max: 100 });
  });
});
