import { describe, expect, it, vi } from 'vitest';
import { copySlots } from './copy-slots';
import { experimentById, experimentCatalog } from './experiment-catalog';
import { claimsDisagreeingWith, offerClaims } from './testing/offer-claims';

// Another offer: every text of the catalog and of the copy slots that states the price, the free days or the
// guarantee must now state this one, so none of them is typed by hand.
const otherOffer = vi.hoisted(() => ({ monthlyPrice: '$9', trialDays: 14, guaranteeDays: 60 }));
vi.mock('./early-access-offer', () => ({ EARLY_ACCESS_OFFER: otherOffer }));

const catalogTexts = experimentCatalog.flatMap((entry) => [
  entry.name,
  entry.description,
  ...entry.variants.flatMap((variant) => [variant.name, variant.description]),
]);
const slotDefaults = Object.values(copySlots).map((slot) => slot.defaultText);

describe('the experiments’ copy states the early-access offer from early-access-offer.ts', () => {
  it('in every catalog text and copy-slot default that states it', () => {
    const texts = [...catalogTexts, ...slotDefaults];
    expect(texts.flatMap((text) => claimsDisagreeingWith(text, otherOffer))).toEqual([]);
    // Counted by hand: the price in Price first, Get Early Access, Offer, Affordable and the closing price line;
    // the free days in Price first, Try 7 Days Free, Offer (twice: "7 days free", "first 7 days"), Checklist card,
    // Affordable and the closing price line (twice); the guarantee in Offer, Split, Affordable and the price line.
    const tally = { monthlyPrice: 0, trialDays: 0, guaranteeDays: 0 };
    for (const claim of texts.flatMap(offerClaims)) tally[claim.fact] += 1;
    expect(tally).toEqual({ monthlyPrice: 5, trialDays: 8, guaranteeDays: 4 });
  });

  it('word for word', () => {
    expect(copySlots.closing_price_line.defaultText).toBe(
      'Early access $9 per month. First 14 days free, 60-day money-back guarantee, cancel anytime.',
    );
    expect(experimentById('cta_button_text').variants[1]?.name).toBe('Try 14 Days Free');
    expect(experimentById('value_proposition').variants[3]?.description).toBe(
      'Leads with the price: $9 a month in early access, 14 days free, 60-day money-back guarantee.',
    );
  });
});
