import { describe, expect, it } from 'vitest';
import { weightShares } from './weight-shares';

describe('weightShares', () => {
  it("gives each variant its weight's part of the sum, in percent, in the weights' order", () => {
    expect(weightShares({ A: 1, B: 3 })).toEqual([
      ['A', 25],
      ['B', 75],
    ]);
    expect(weightShares({ A: 50, B: 25, C: 25 })).toEqual([
      ['A', 50],
      ['B', 25],
      ['C', 25],
    ]);
    const thirds = weightShares({ A: 1, B: 1, C: 1 });
    for (const [, share] of thirds) expect(share).toBeCloseTo(100 / 3, 12);
  });
  it('counts a missing weight as 0, and gives 0 to every variant when nothing is weighted', () => {
    expect(weightShares({ A: undefined, B: 2 })).toEqual([
      ['A', 0],
      ['B', 100],
    ]);
    expect(weightShares({ A: 0, B: 0 })).toEqual([
      ['A', 0],
      ['B', 0],
    ]);
  });
});
