import { claimsDisagreeingWith, offerClaims } from '@novavox/contracts-experiments/testing/offer-claims';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInSite } from '../testing/render-in-site';
import { TermsOfService } from './terms-of-service';

// Another offer: the Terms must state the price, the free days and the guarantee the site states everywhere
// (early-access-offer.ts), not figures of their own.
const otherOffer = vi.hoisted(() => ({ monthlyPrice: '$9', trialDays: 14, guaranteeDays: 60 }));
vi.mock('@novavox/contracts-experiments/early-access-offer', () => ({ EARLY_ACCESS_OFFER: otherOffer }));

describe('Terms of Service, the early-access offer', () => {
  it('states the offer of early-access-offer.ts in every claim of a price, free days or a guarantee', () => {
    renderInSite(<TermsOfService />, { url: '/tos' });
    const paragraphs = Array.from(screen.getByRole('article').querySelectorAll('p'), (p) => p.textContent ?? '');
    expect(paragraphs.flatMap((text) => claimsDisagreeingWith(text, otherOffer))).toEqual([]);
    // The price twice, the free days once, the guarantee in its heading and its refund window.
    const tally = { monthlyPrice: 0, trialDays: 0, guaranteeDays: 0 };
    for (const claim of paragraphs.flatMap(offerClaims)) tally[claim.fact] += 1;
    expect(tally).toEqual({ monthlyPrice: 2, trialDays: 1, guaranteeDays: 2 });
    expect(screen.getByText(/^Free trial\./).closest('p')).toHaveTextContent(
      /Your first week \(14 days\) is free\. .* we charge your payment method \$9 per month, in advance/,
    );
  });
});
