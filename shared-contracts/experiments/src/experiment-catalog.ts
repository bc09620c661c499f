import { EARLY_ACCESS_OFFER } from './early-access-offer';

/**
 * The experiments of the marketing site (the nine of docs/requirements.md §3 first, then any added later), the one source of
 * their copy: the landing page renders these words and the A/B dashboard previews the same words. Variant A
 * is always the control.
 *
 * How each experiment's texts are used:
 * - family_headline: `description` is the hero headline (one or two sentences).
 * - cta_button_text: `name` is the call-to-action button label.
 * - cta_button_color: `name` is the colour of the 'Join Waitlist' button (Black, Blue, Green, Orange).
 * - subheadline: `description` is the hero subheadline.
 * - feature_messaging, testimonial_style, phone_feature_framing, cta_layout (layouts A/B/C) and
 *   value_proposition: `description` says what the variant shows; the marketing remote builds it.
 *
 * Weights are equal (docs/requirements.md §9 asks for roughly equal ones). Changing a weight needs a new
 * `weightsVersion`; stored assignments keep their variant either way (see assignment.ts). A weight of
 * 0 switches a variant off: no new visitor gets it, and the dashboard raises a sample-ratio alarm if
 * any traffic reaches it.
 *
 * Each experiment has a plan: the control's expected conversion rate and the smallest relative lift
 * worth detecting, fixed before it starts. The dashboard derives from it the visitors each variant
 * needs and how long that takes at the current traffic.
 */
export const experimentIds = [
  'family_headline',
  'cta_button_text',
  'cta_button_color',
  'subheadline',
  'feature_messaging',
  'testimonial_style',
  'phone_feature_framing',
  'cta_layout',
  'value_proposition',
] as const;
export type ExperimentId = (typeof experimentIds)[number];

export const variantKeys = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type VariantKey = (typeof variantKeys)[number];

/** The variant every visitor sees when experiments are off, disabled, or the visitor is a bot. */
export const CONTROL_VARIANT: VariantKey = 'A';

export interface VariantDefinition {
  key: VariantKey;
  name: string;
  description: string;
  /** Relative weight (≥ 0); the shares are weight / sum of the experiment's weights; 0 = switched off. */
  weight: number;
}

/** What an experiment is sized for, decided before it starts. */
export interface ExperimentPlan {
  /** Expected conversion rate of the control (A), 0–1. */
  baselineRate: number;
  /** Smallest relative lift worth detecting: 0.2 means +20 % over the baseline. */
  minimumDetectableEffect: number;
}

/** The waitlist sign-up rate the landing page is planned around, and a +20 % lift. */
export const DEFAULT_EXPERIMENT_PLAN: ExperimentPlan = { baselineRate: 0.05, minimumDetectableEffect: 0.2 };

export interface ExperimentDefinition {
  id: ExperimentId;
  name: string;
  description: string;
  weightsVersion: number;
  variants: readonly VariantDefinition[];
  plan: ExperimentPlan;
}

type VariantCopy = readonly [name: string, description: string];

function experiment(
  id: ExperimentId,
  name: string,
  description: string,
  copies: readonly VariantCopy[],
  plan: ExperimentPlan = DEFAULT_EXPERIMENT_PLAN,
): ExperimentDefinition {
  return {
    id,
    name,
    description,
    weightsVersion: 1,
    plan,
    variants: copies.map(([variantName, variantDescription], index) => ({
      key: variantKeys[index] as VariantKey,
      name: variantName,
      description: variantDescription,
      weight: 1,
    })),
  };
}

/**
 * The variants' descriptions are the copy visitors see, and they ship as written in the remote that shows them (the
 * delivery spec finds each one in the marketing remote's JavaScript), so those that state the early-access offer
 * spell its figures out; offer-in-catalog.test.ts checks every such figure against EARLY_ACCESS_OFFER. Names build
 * theirs from it.
 */
const { trialDays } = EARLY_ACCESS_OFFER;

export const experimentCatalog: readonly ExperimentDefinition[] = [
  experiment('family_headline', 'Family Headline', 'The main headline of the family landing page hero.', [
    ['Peace of mind', 'Peace of mind for you. A friendly daily call for Mom and Dad.'],
    ['Problem and solution', 'Worried about Mom living alone? A 5-minute daily call checks in for you.'],
    ['Connection', 'Stay close, even from far away. A daily check-in call keeps your family connected.'],
    ['Simple daily routine', 'A daily check-in call for your parents. A short update for you, every day.'],
    ['Independence', 'Help your parents live independently at home. We call every day and keep you in the loop.'],
    ['Price first', 'Daily wellness check-ins for $5 a month. Try it free for 7 days.'],
  ]),
  experiment('cta_button_text', 'CTA Button Text', 'The label of the main call-to-action button in the hero.', [
    ['Join Waitlist', 'The current label: a plain invitation to join the early-access waitlist.'],
    [`Try ${trialDays} Days Free`, 'Leads with the free first week of early access.'],
    ['Get Early Access', 'Frames signing up as getting in early, at the $5/month early-access price.'],
    ['Start Daily Check-Ins', 'Names the service the family is signing up for.'],
    ['Reserve My Spot', 'Frames the waitlist as a limited early-access place.'],
    ['Give Mom a Daily Call', 'Speaks to the adult child and the parent the call is for.'],
  ]),
  experiment('cta_button_color', 'CTA Button Color', 'The colour of the main call-to-action button.', [
    ['Black', 'Black button with white text, matching the current design.'],
    ['Blue', 'Blue button with white text, the brand accent colour.'],
    ['Green', 'Green button with white text, a calm and reassuring colour.'],
    ['Orange', 'Orange button with dark text, the warmest and most visible option.'],
  ]),
  experiment('subheadline', 'Subheadline', 'The supporting line under the hero headline.', [
    [
      'How it works',
      'NovaVox calls your parent every day for a friendly 5-minute wellness check-in and sends you a short update.',
    ],
    [
      'What we check',
      'A caring AI voice asks about mood, sleep, activity and medication routines, so you know how Mom or Dad is doing.',
    ],
    [
      'No new devices',
      'No app to learn and nothing to wear: just a daily call on the phone they already have, and an update for you.',
    ],
    [
      'Offer',
      'Early access is $5 a month with the first 7 days free and a 30-day money-back guarantee. Cancel anytime.',
    ],
    [
      'Families apart',
      'Made for families who live apart: a daily check-in for your parents and daily peace of mind for you.',
    ],
  ]),
  experiment('feature_messaging', 'Feature Messaging', 'How the feature grid introduces what NovaVox does.', [
    [
      'Features first',
      'Each card names a feature: 5-minute daily calls, mood and activity check-ins, medication reminders, family updates.',
    ],
    [
      'Benefits first',
      'Each card names what the family gains: peace of mind, fewer worried phone calls, early notice when something seems off.',
    ],
    [
      'Connection first',
      'Each card centres on the relationship: a friendly voice every day, and news from Mom or Dad shared with the family.',
    ],
    [
      'Simplicity first',
      'Each card centres on ease: works on any phone, no app or wearable, set up in minutes, cancel anytime.',
    ],
  ]),
  experiment(
    'testimonial_style',
    'Testimonial Style',
    'How the testimonial beside the phone-feature gallery is shown.',
    [
      ['Quote card', "A short quote from an early-access family caregiver in a card, with the caregiver's first name."],
      ['Short story', 'A three-sentence story of how a daughter uses the daily summaries to stay close to her father.'],
      ['Highlighted sentence', "One large highlighted sentence with the caregiver's first name and relationship."],
    ],
  ),
  experiment(
    'phone_feature_framing',
    'Phone Feature Framing',
    'The point of view of the phone-feature gallery on the landing page.',
    [
      [
        'The call',
        'The gallery walks through a call: the friendly greeting, the check-in questions and the summary that follows.',
      ],
      [
        "The caregiver's view",
        'The gallery shows what the adult child receives: the daily summary, mood trends and alerts.',
      ],
      [
        "The parent's view",
        "The gallery shows the parent's side: a warm call on their own phone, with no app, buttons or passwords.",
      ],
    ],
  ),
  experiment('cta_layout', 'CTA Layout', 'The layout of the closing call-to-action section.', [
    ['Centered', 'Layout A: a centred headline, the price line and one button.'],
    ['Split', 'Layout B: the offer and the 30-day money-back guarantee on the left, the button on the right.'],
    [
      'Checklist card',
      "Layout C: a card listing what's included (5-minute daily calls, family updates, 7 days free) above the button.",
    ],
  ]),
  experiment('value_proposition', 'Value Proposition', 'The main promise the landing page leads with.', [
    ['Peace of mind', 'Leads with knowing your parent is doing well, every single day.'],
    [
      'Early notice',
      'Leads with best-effort alerts to family when a call suggests something is off; not a substitute for emergency services.',
    ],
    ['Staying connected', 'Leads with a friendly daily conversation that keeps the whole family close.'],
    ['Affordable', 'Leads with the price: $5 a month in early access, 7 days free, 30-day money-back guarantee.'],
  ]),
];

const catalogById = new Map<string, ExperimentDefinition>(experimentCatalog.map((entry) => [entry.id, entry]));

export function isExperimentId(value: string): value is ExperimentId {
  return catalogById.has(value);
}

export function experimentById(id: ExperimentId): ExperimentDefinition {
  return catalogById.get(id) as ExperimentDefinition;
}

/** The variant with `key` in experiment `id`, or undefined when the experiment has no such variant. */
export function findVariant(id: ExperimentId, key: string): VariantDefinition | undefined {
  return experimentById(id).variants.find((variant) => variant.key === key);
}
