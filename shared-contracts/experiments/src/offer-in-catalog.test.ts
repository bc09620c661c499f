import { describe, expect, it } from 'vitest';
import { EARLY_ACCESS_OFFER } from './early-access-offer';
import { experimentById, experimentCatalog } from './experiment-catalog';
import { claimsDisagreeingWith, offerClaims } from './testing/offer-claims';

const descriptions = experimentCatalog.flatMap((entry) => [
  entry.description,
  ...entry.variants.map((variant) => variant.description),
]);

describe('the variants’ descriptions, which spell the offer out to ship as written', () => {
  it('state the figures of EARLY_ACCESS_OFFER in every claim of a price, free days or a guarantee', () => {
    expect(descriptions.flatMap((text) => claimsDisagreeingWith(text, EARLY_ACCESS_OFFER))).toEqual([]);
    // Counted by hand: the price in Price first, Get Early Access, Offer and Affordable; the free days in Price
    // first, Offer (twice: "first 7 days", "7 days free"), Checklist card and Affordable; the guarantee in Offer,
    // Split and Affordable.
    const tally = { monthlyPrice: 0, trialDays: 0, guaranteeDays: 0 };
    for (const claim of descriptions.flatMap(offerClaims)) tally[claim.fact] += 1;
    expect(tally).toEqual({ monthlyPrice: 4, trialDays: 5, guaranteeDays: 3 });
  });

  it('word for word', () => {
    expect(experimentById('value_proposition').variants[3]?.description).toBe(
      'Leads with the price: $5 a month in early access, 7 days free, 30-day money-back guarantee.',
    );
  });
});
