import { copySlots } from '@novavox/contracts-experiments/copy-slots';
import { EARLY_ACCESS_OFFER } from '@novavox/contracts-experiments/early-access-offer';
import type { VariantCopyTable } from './pick-variant-copy';

/**
 * value_proposition: the promise the hero leads with, as the eyebrow above the headline. The catalog's
 * descriptions say what each variant leads with; these are the words a visitor reads.
 */
export const valuePropositions: VariantCopyTable<string> = {
  A: copySlots.hero_value_proposition.defaultText,
  B: 'Hear early when something seems off',
  C: 'A friendly daily conversation that keeps your family close',
  D: `Early access: ${EARLY_ACCESS_OFFER.monthlyPrice} a month, ${EARLY_ACCESS_OFFER.trialDays} days free`,
};
