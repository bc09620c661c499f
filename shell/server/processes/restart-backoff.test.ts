// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { quickExitsInARow, restartDelayMs } from './restart-backoff';

const policy = { firstDelayMs: 100, maxDelayMs: 1000, stableAfterMs: 5000 };

describe('restart backoff', () => {
  it('doubles the wait for each quick exit in a row, up to the ceiling', () => {
    // 100, 200, 400, 800, then the 1000 ms ceiling (by hand).
    expect([1, 2, 3, 4, 5, 6].map((exits) => restartDelayMs(exits, policy))).toEqual([100, 200, 400, 800, 1000, 1000]);
  });

  it('starts again from the first wait after a stable run', () => {
    expect(quickExitsInARow(4, 4999, policy)).toBe(5);
    expect(quickExitsInARow(4, 5000, policy)).toBe(1);
    expect(quickExitsInARow(0, 10, policy)).toBe(1);
  });
});
