import { describe, expect, it } from 'vitest';
import { EARLY_ACCESS_OFFER } from './early-access-offer';
import { claimsDisagreeingWith, offerClaims } from './testing/offer-claims';

describe('the early-access offer', () => {
  it('states the facts of the specification: $5 per month, the first 7 days free, a 30-day guarantee', () => {
    expect(EARLY_ACCESS_OFFER).toEqual({ monthlyPrice: '$5', trialDays: 7, guaranteeDays: 30 });
    expect(Object.isFrozen(EARLY_ACCESS_OFFER)).toBe(true);
  });

  it('is what the specification’s two wordings of it claim', () => {
    const wordings = [
      'early access $5 per month, first week (7 days) free, 30-day money-back guarantee, cancel anytime.',
      'early access $5/mo, 7 days free, 30-day guarantee, 5-minute daily calls.',
    ];
    for (const wording of wordings) {
      expect(
        offerClaims(wording)
          .map((claim) => claim.fact)
          .sort(),
      ).toEqual(['guaranteeDays', 'monthlyPrice', 'trialDays']);
      expect(claimsDisagreeingWith(wording, EARLY_ACCESS_OFFER)).toEqual([]);
    }
  });

  it('finds a claim that states another price, trial or guarantee, and leaves other days alone', () => {
    const text =
      'Early access is $9 a month after your first 14 days free, with a 60-day money-back guarantee. Follow the link within 7 days to confirm. Last 30 days.';
    expect(claimsDisagreeingWith(text, EARLY_ACCESS_OFFER).map((claim) => claim.phrase)).toEqual([
      '$9',
      '14 days free',
      'first 14 days',
      '60-day money-back guarantee',
    ]);
  });
});
