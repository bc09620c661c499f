import { describe, expect, it, vi } from 'vitest';
import { copySlots } from './copy-slots';
import { experimentById, experimentCatalog } from './experiment-catalog';
import { claimsDisagreeingWith, offerClaims } from './testing/offer-claims';

// Another offer: every catalog name and copy-slot default that states the price, the free days or the guarantee
// must now state this one, so none of them is typed by hand. (The variants' descriptions spell the figures out:
// offer-in-catalog.test.ts checks them against the offer.)
const otherOffer = vi.hoisted(() => ({ monthlyPrice: '$9', trialDays: 14, guaranteeDays: 60 }));
vi.mock('./early-access-offer', () => ({ EARLY_ACCESS_OFFER: otherOffer }));

const catalogNames = experimentCatalog.flatMap((entry) => [
  entry.name,
  ...entry.variants.map((variant) => variant.name),
]);
const slotDefaults = Object.values(copySlots).map((slot) => slot.defaultText);

describe('the experiments’ copy states the early-access offer from early-access-offer.ts', () => {
  it('in every catalog name and copy-slot default that states it', () => {
    const texts = [...catalogNames, ...slotDefaults];
    expect(texts.flatMap((text) => claimsDisagreeingWith(text, otherOffer))).toEqual([]);
    // Counted by hand: the price in the closing price line; the free days in Try 7 Days Free and the closing price
    // line (twice: "First 7 days", "7 days free"); the guarantee in the price line.
    const tally = { monthlyPrice: 0, trialDays: 0, guaranteeDays: 0 };
    for (const claim of texts.flatMap(offerClaims)) tally[claim.fact] += 1;
    expect(tally).toEqual({ monthlyPrice: 1, trialDays: 3, guaranteeDays: 1 });
  });

  it('word for word', () => {
    expect(copySlots.closing_price_line.defaultText).toBe(
      'Early access $9 per month. First 14 days free, 60-day money-back guarantee, cancel anytime.',
    );
    expect(experimentById('cta_button_text').variants[1]?.name).toBe('Try 14 Days Free');
  });
});
