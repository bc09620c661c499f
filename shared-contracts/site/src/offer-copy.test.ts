import { claimsDisagreeingWith, offerClaims } from '@novavox/contracts-experiments/testing/offer-claims';
import { describe, expect, it, vi } from 'vitest';
import { siteRoutes } from './routes';

// Another offer: the page descriptions that state the price or the free days must now state this one.
const otherOffer = vi.hoisted(() => ({ monthlyPrice: '$9', trialDays: 14, guaranteeDays: 60 }));
vi.mock('@novavox/contracts-experiments/early-access-offer', () => ({ EARLY_ACCESS_OFFER: otherOffer }));

describe('the page descriptions state the early-access offer from early-access-offer.ts', () => {
  it('on every route', () => {
    const descriptions = siteRoutes.map((route) => route.description);
    expect(descriptions.flatMap((text) => claimsDisagreeingWith(text, otherOffer))).toEqual([]);
    // The landing description (on the five landing pages, the two waitlist routes and /old-home) and /signup's.
    expect(descriptions.filter((text) => offerClaims(text).length > 0)).toHaveLength(9);
    expect(siteRoutes.find((route) => route.path === '/signup')?.description).toBe(
      'Reserve early access to NovaVox: daily wellness check-in calls for $9/month, first 14 days free.',
    );
  });
});
