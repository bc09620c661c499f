import { describe, expect, it } from 'vitest';
import { referenceHashV2 } from './reference-hash';

describe('referenceHashV2', () => {
  it('gives the hashes GrowthBook publishes for its v2 hash', () => {
    expect(referenceHashV2('experiment', '1')).toBe(0.4413);
    expect(referenceHashV2('holdout', '1')).toBe(0.8043);
  });
});
