import { copySlots } from '@novavox/contracts-experiments/copy-slots';
import { EARLY_ACCESS_OFFER } from '@novavox/contracts-experiments/early-access-offer';
import type { VariantCopyTable } from './pick-variant-copy';

export interface FeatureCard {
  title: string;
  text: string;
}

export interface FeatureSet {
  heading: string;
  intro: string;
  cards: readonly FeatureCard[];
}

/**
 * feature_messaging: the catalog names each framing (features, benefits, connection, simplicity first);
 * these are the cards each framing shows.
 */
export const featureSets: VariantCopyTable<FeatureSet> = {
  // The control's words are the slots' defaults (copy-slots.ts), declared once.
  A: {
    heading: copySlots.features_heading.defaultText,
    intro: copySlots.features_intro.defaultText,
    cards: [
      { title: copySlots.feature_1_title.defaultText, text: copySlots.feature_1_text.defaultText },
      { title: copySlots.feature_2_title.defaultText, text: copySlots.feature_2_text.defaultText },
      { title: copySlots.feature_3_title.defaultText, text: copySlots.feature_3_text.defaultText },
      { title: copySlots.feature_4_title.defaultText, text: copySlots.feature_4_text.defaultText },
    ],
  },
  B: {
    heading: 'What your family gains',
    intro: 'Less guessing, fewer worried calls, and more good news.',
    cards: [
      { title: 'Peace of mind', text: 'Know how Mom or Dad is doing today, without having to ask.' },
      {
        title: 'Fewer worried phone calls',
        text: 'Call to catch up, not to check up: the daily check-in is already done.',
      },
      {
        title: 'Early notice',
        text: 'Best-effort alerts when a call suggests something seems off, so you can act sooner.',
      },
      { title: 'Time back', text: 'The daily routine is taken care of, so your time together is for living.' },
    ],
  },
  C: {
    heading: 'A friendly voice, every day',
    intro: 'For many seniors living alone, the daily call becomes a moment to look forward to.',
    cards: [
      { title: 'Someone who listens', text: 'A warm conversation every day, at a pace that suits your parent.' },
      {
        title: 'Remembers what matters',
        text: 'Asks about the grandchildren, the garden and last week’s doctor visit.',
      },
      { title: 'News worth sharing', text: 'Little stories from the call reach the family, not just the numbers.' },
      { title: 'Everyone in the loop', text: 'Brothers, sisters and grandchildren can all receive the updates.' },
    ],
  },
  D: {
    heading: 'Simple for your parent, simple for you',
    intro: 'No technology to learn, nothing to install, nothing to lose.',
    cards: [
      { title: 'Works on any phone', text: 'Landline or mobile: if it rings, it works.' },
      { title: 'No app or wearable', text: 'Nothing to charge, wear, update or remember.' },
      { title: 'Set up in minutes', text: 'Add your parent’s number, pick a time, and the first call is tomorrow.' },
      {
        title: 'Cancel anytime',
        text: `No contract, and a ${EARLY_ACCESS_OFFER.guaranteeDays}-day money-back guarantee.`,
      },
    ],
  },
};

/** Facts every visitor sees under the grid, whatever the framing. */
export const trustFacts: readonly FeatureCard[] = [
  { title: 'HIPAA-grade encryption', text: 'Calls, transcripts and summaries are encrypted in transit and at rest.' },
  {
    title: 'A wellness tool, not a medical device',
    text: 'NovaVox supports your family’s routine; it does not diagnose or treat any condition.',
  },
  {
    title: 'Best-effort emergency alerts',
    text: 'Alerts go to the contacts you designate. They are no substitute for emergency services: call 911.',
  },
];
