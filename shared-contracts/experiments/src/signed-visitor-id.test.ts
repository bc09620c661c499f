import { describe, expect, it } from 'vitest';
import { bucketVariant, isVisitorIdForm, newVisitorId, SIGNED_VISITOR_ID, visitorHashKey } from './assignment-rules';
import { growthbookHashV2 } from './growthbook-hash';

const UUID = '0192f0c4-7d2a-7c4e-9a1b-3f6c2d8e9a10';
const SIGNED = `${UUID}.AbCdEfGhIjKlMnOpQrSt-_`;

describe('signed visitor ids', () => {
  it('are told apart from bare UUIDs and from anything else', () => {
    expect(SIGNED_VISITOR_ID.test(SIGNED)).toBe(true);
    expect(SIGNED_VISITOR_ID.test(UUID)).toBe(false);
    expect([UUID, SIGNED].map(isVisitorIdForm)).toEqual([true, true]);
    expect([`${UUID}.short`, `${UUID}.AbCdEfGhIjKlMnOpQrSt+/`, 'real-1', ''].map(isVisitorIdForm)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('hash the UUID before the signature, so signing never changes an arm', () => {
    expect(visitorHashKey(SIGNED)).toBe(UUID);
    expect(visitorHashKey(UUID)).toBe(UUID);
    // GrowthBook v2 of the bare UUID, computed independently of bucketVariant: 0.5 splits two equal arms.
    const shape = { id: 'cta_layout', variants: ['A', 'B'], weightsVersion: 1 };
    const expected = growthbookHashV2('nvx_cta_layout', UUID) < 0.5 ? 'A' : 'B';
    expect(bucketVariant(shape, { A: 1, B: 1 }, SIGNED)).toBe(expected);
    for (let i = 0; i < 200; i++) {
      const id = newVisitorId();
      expect(bucketVariant(shape, { A: 1, B: 1 }, `${id}.AbCdEfGhIjKlMnOpQrStUv`)).toBe(
        bucketVariant(shape, { A: 1, B: 1 }, id),
      );
    }
  });
});
