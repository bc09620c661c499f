import type { EarlyAccessOffer } from '../early-access-offer';

/** Which fact of the early-access offer a phrase states. */
export type OfferFact = keyof EarlyAccessOffer;

export interface OfferClaim {
  fact: OfferFact;
  /** The phrase as the text writes it, e.g. `$5 per month` or `30-day money-back guarantee`. */
  phrase: string;
  /** The fact as the phrase states it: the price with its sign, or the number of days. */
  stated: string;
}

/**
 * The phrases of visitor copy that state one of the offer's facts. A phrase about other days (the days to confirm
 * a sign-up, a price-change notice, "Last 7 days") is not one of them.
 */
const patterns: ReadonlyArray<readonly [OfferFact, RegExp]> = [
  ['monthlyPrice', /(\$\d+(?:\.\d+)?)(?=\s*(?:per month|a month|\/mo))/g],
  ['trialDays', /(\d+) days? (?:are |is |will be )?free/gi],
  ['trialDays', /free for (\d+) days/gi],
  ['trialDays', /first (\d+) days/gi],
  ['trialDays', /\((\d+) days\) (?:is |are )?free/gi],
  ['guaranteeDays', /(\d+)-day (?:money-back )?guarantee/gi],
  ['guaranteeDays', /refund[^.]*? within\s+(\d+) days/gi],
  ['guaranteeDays', /within\s+(\d+) days after your first paid charge/gi],
];

/** Every claim about the early-access offer in `text`, in the order of the patterns. */
export function offerClaims(text: string): OfferClaim[] {
  return patterns.flatMap(([fact, pattern]) =>
    Array.from(text.matchAll(pattern), (match) => ({ fact, phrase: match[0], stated: match[1] ?? '' })),
  );
}

/** The claims of `text` that state another fact than `offer` does: empty when every claim agrees. */
export function claimsDisagreeingWith(text: string, offer: EarlyAccessOffer): OfferClaim[] {
  return offerClaims(text).filter((claim) => claim.stated !== String(offer[claim.fact]));
}
