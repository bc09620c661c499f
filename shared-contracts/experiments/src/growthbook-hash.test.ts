import { describe, expect, it } from 'vitest';
import { bucketIndex, fnv1a32, growthbookHashV1, growthbookHashV2 } from './growthbook-hash';

describe('GrowthBook hash (docs/statistics.md T17/T18)', () => {
  it('matches the official cases', () => {
    expect(fnv1a32('a')).toBe(3826002220);
    expect(growthbookHashV1('feature', '123')).toBe(0.863);
    expect(growthbookHashV2('experiment', '1')).toBe(0.4413);
    expect(growthbookHashV2('holdout', '1')).toBe(0.8043);
  });

  it('buckets T18 into six equal ranges', () => {
    const six = [1, 1, 1, 1, 1, 1];
    const hero = growthbookHashV2('nvx_hero_headline', 'user-123');
    const pricing = growthbookHashV2('nvx_pricing_cta', 'user-123');
    expect(hero).toBe(0.1542);
    expect(pricing).toBe(0.7317);
    expect(bucketIndex(hero, six)).toBe(0);
    expect(bucketIndex(pricing, six)).toBe(4);
  });

  it('skips zero weights and covers [0, 1) completely', () => {
    expect(bucketIndex(0.3, [1, 0, 1])).toBe(0);
    expect(bucketIndex(0.6, [1, 0, 1])).toBe(2);
    expect(bucketIndex(0.9999, [1, 1, 0])).toBe(1);
    expect(bucketIndex(0.5, [0, 0])).toBe(-1);
  });
});
