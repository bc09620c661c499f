import { describe, expect, it } from 'vitest';
import {
  challengersInWords,
  formatDifference,
  meaningfulBest,
  readableLift,
  sampleRatioReadable,
  TOO_FEW_TO_SAY,
} from './figure-rules';

// Every expected value below is worked out by hand from the counts given.
describe('the interval of a difference', () => {
  const arm = (views: number, conversions: number) => ({ views, conversions });

  it('clamps bounds to what a difference of two rates can be (±100 points)', () => {
    // −1667.3 to +1717.3 pp (the figure) spans everything: there is nothing to say yet.
    expect(formatDifference({ lower: -16.673, upper: 17.173 }, arm(60, 3), arm(60, 2))).toBe(TOO_FEW_TO_SAY);
    // −150 to +40 points: the lower bound is clamped to −100.
    expect(formatDifference({ lower: -1.5, upper: 0.4 }, arm(60, 3), arm(60, 2))).toBe('−100.0 to +40.0 pp');
    expect(formatDifference({ lower: -0.018, upper: 0.078 }, arm(600, 30), arm(600, 25))).toBe('−1.8 to +7.8 pp');
  });

  it('says "too few visitors to say" for a one-visitor arm and when nobody converted', () => {
    expect(formatDifference({ lower: 0, upper: 0 }, arm(1, 0), arm(40, 2))).toBe(TOO_FEW_TO_SAY);
    expect(formatDifference({ lower: -0.01, upper: 0.01 }, arm(40, 2), arm(4, 0))).toBe(TOO_FEW_TO_SAY);
    expect(formatDifference({ lower: 0, upper: 0 }, arm(30, 0), arm(30, 0))).toBe(TOO_FEW_TO_SAY);
  });
});

describe('the lift over A', () => {
  it('is undefined (null: a dash) when A converts no one', () => {
    expect(readableLift(0, { views: 20, conversions: 0 })).toBeNull();
    expect(readableLift(0, { views: 0, conversions: 0 })).toBeNull();
  });
  it('is kept when A converts: 3/40 against 2/40 is +50 %', () => {
    const lift = ((3 / 40 - 2 / 40) / (2 / 40)) * 100;
    expect(readableLift(lift, { views: 40, conversions: 2 })).toBeCloseTo(50, 10);
  });
});

describe('the best variant', () => {
  const v = (key: string, views: number, conversions: number) => ({ key, views, conversions });
  it('is none on 14 visitors over 6 arms', () => {
    expect(
      meaningfulBest([v('A', 3, 1), v('B', 3, 0), v('C', 2, 1), v('D', 2, 0), v('E', 2, 0), v('F', 2, 0)]),
    ).toBeNull();
  });
  it('is none when the best converted no one or ties', () => {
    expect(meaningfulBest([v('A', 10, 0), v('B', 10, 0)])).toBeNull();
    expect(meaningfulBest([v('A', 10, 1), v('B', 20, 2)])).toBeNull();
  });
  it('is the highest rate among arms with 5 visitors: 3/10 beats 2/10 and 1/5; 1/4 does not count', () => {
    expect(meaningfulBest([v('A', 10, 2), v('B', 10, 3), v('C', 5, 1)])).toBe('B');
    expect(meaningfulBest([v('A', 10, 2), v('B', 10, 3), v('C', 4, 1)])).toBe('B');
  });
});

describe('the sample-ratio badge', () => {
  it('is not read while an arm expects fewer than 5 visitors', () => {
    // 14 visitors over 6 equal arms: 14/6 = 2.33 expected each.
    expect(sampleRatioReadable([3, 3, 2, 2, 2, 2], [1, 1, 1, 1, 1, 1])).toBe(false);
    // 30 over 6: exactly 5 each.
    expect(sampleRatioReadable([5, 5, 5, 5, 5, 5], [1, 1, 1, 1, 1, 1])).toBe(true);
    // 20 at 80/20: B expects 4.
    expect(sampleRatioReadable([18, 2], [4, 1])).toBe(false);
    // An arm switched off (weight 0) expects nothing and is not waited for.
    expect(sampleRatioReadable([10, 10, 0], [1, 1, 0])).toBe(true);
    expect(sampleRatioReadable([0, 0], [1, 1])).toBe(false);
    // Nor are its visitors counted: A and B have 8 between them, 4 expected each (not 38 / 2).
    expect(sampleRatioReadable([4, 4, 30], [1, 1, 0])).toBe(false);
  });
});

describe('the challengers in words', () => {
  it('counts the arms it names', () => {
    expect(challengersInWords(['B'])).toBe('B against A');
    expect(challengersInWords(['C', 'B'])).toBe('2 variants (B and C) against A');
    expect(challengersInWords(['B', 'C', 'D'])).toBe('3 variants (B–D) against A');
    expect(challengersInWords(['B', 'C', 'D', 'E', 'F'])).toBe('5 variants (B–F) against A');
    expect(challengersInWords(['B', 'D', 'F'])).toBe('3 variants (B, D and F) against A');
  });
});
