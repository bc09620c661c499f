/**
 * The early-access offer, stated once: the monthly price, the free days at the start and the days of the
 * money-back guarantee (docs/requirements.md §1: "early access $5 per month, first 7 days free, 30-day money-back
 * guarantee, cancel anytime"). Every text that states one of these facts (the landing page, the sign-up page,
 * the waitlist form, the page descriptions, the experiments' copy, the Terms of Service) builds it from here,
 * so a new price or trial is one edit here and no page is left stating the old one.
 */
export interface EarlyAccessOffer {
  /** The monthly price in early access, with its currency sign, as the copy writes it: `$5`. */
  readonly monthlyPrice: string;
  /** The free days at the start of the subscription (the first week). */
  readonly trialDays: number;
  /** The days after the first paid charge within which a subscriber may ask for a full refund. */
  readonly guaranteeDays: number;
}

export const EARLY_ACCESS_OFFER: EarlyAccessOffer = Object.freeze({
  monthlyPrice: '$5',
  trialDays: 7,
  guaranteeDays: 30,
});
