import { EARLY_ACCESS_OFFER } from './early-access-offer';
import { type ExperimentId, experimentById } from './experiment-catalog';

/**
 * The landing page's testable copy, declared once (docs/copy-experiments.md). A slot is one text a visitor reads:
 * where it appears, its bounds, and its default (the site's own words, docs/requirements.md §2 where it fixes
 * them; for a slot a coded experiment varies, the control's). The marketing remote renders each slot through `useCopySlot` (contracts-ui), the dashboard's editor
 * validates against the same bounds with `copyTextSchema` (copy-text.ts), and the api refuses copy outside them.
 *
 * "Fits at 320 px" is a character budget per slot (`slotBudget`), derived from the slot's type at the narrowest
 * phone: the text column is 288 px (320 px less the sections' 1rem padding each side, 248 px inside a button),
 * the slot's smallest font size from its CSS, and an average advance of 0.5 em for regular and 0.56 em for bold
 * text in the system sans-serif stack. A line holds `charsPerLine` characters; the text may take `maxLines`.
 */
export const copySlotIds = [
  'hero_value_proposition',
  'hero_headline',
  'hero_subheadline',
  'hero_cta_label',
  'hero_sample_link',
  'features_heading',
  'features_intro',
  'feature_1_title',
  'feature_1_text',
  'feature_2_title',
  'feature_2_text',
  'feature_3_title',
  'feature_3_text',
  'feature_4_title',
  'feature_4_text',
  'gallery_heading',
  'gallery_intro',
  'testimonial_lead',
  'closing_heading',
  'closing_price_line',
  'closing_cta_label',
] as const;
export type CopySlotId = (typeof copySlotIds)[number];

/** The pages whose copy is testable, by path. */
export const copyPages = ['/'] as const;
export type CopyPage = (typeof copyPages)[number];

export interface CopySlot {
  id: CopySlotId;
  /** What the dashboard calls it. */
  label: string;
  page: CopyPage;
  /** Where on the page it appears, as a marketer would find it. */
  where: string;
  /** 'one': a label or heading that must not wrap on a desktop; 'several': a sentence or two that may wrap. */
  lines: 'one' | 'several';
  maxLength: number;
  /** The type at 320 px, for the budget (see above). */
  fontPx: number;
  bold: boolean;
  columnPx: number;
  /** Lines the text may take at 320 px. */
  maxLines: number;
  /** The coded experiment that varies this text, if any: a created experiment may not run on it at the same time. */
  codedExperiment: ExperimentId | null;
  defaultText: string;
}

const COLUMN_320 = 288;
const BUTTON_COLUMN_320 = 248;

type SlotSpec = Omit<CopySlot, 'id' | 'columnPx' | 'bold' | 'codedExperiment'> &
  Partial<Pick<CopySlot, 'columnPx' | 'bold' | 'codedExperiment'>>;

/** Both waitlist buttons (hero and closing) are the same Button: one bold line inside the button's column. */
const WAITLIST_BUTTON = {
  lines: 'one',
  maxLength: 30,
  fontPx: 16,
  bold: true,
  columnPx: BUTTON_COLUMN_320,
  maxLines: 1,
} as const satisfies Partial<SlotSpec>;

const controlText = (id: ExperimentId, part: 'name' | 'description') => experimentById(id).variants[0]?.[part] ?? '';
/** The closing price line states the early-access offer (early-access-offer.ts). */
const offer = EARLY_ACCESS_OFFER;

const specs: Record<CopySlotId, SlotSpec> = {
  hero_value_proposition: {
    label: 'Value proposition (hero eyebrow)',
    page: '/',
    where: 'Hero, the line above the headline',
    lines: 'several',
    maxLength: 80,
    fontPx: 15.2,
    maxLines: 3,
    codedExperiment: 'value_proposition',
    defaultText: 'Know Mom and Dad are doing well, every single day',
  },
  hero_headline: {
    label: 'Hero headline',
    page: '/',
    where: 'Hero, the page’s main heading (h1)',
    lines: 'several',
    maxLength: 110,
    fontPx: 32,
    bold: true,
    maxLines: 6,
    codedExperiment: 'family_headline',
    defaultText: controlText('family_headline', 'description'),
  },
  hero_subheadline: {
    label: 'Hero subheadline',
    page: '/',
    where: 'Hero, under the headline',
    lines: 'several',
    maxLength: 160,
    fontPx: 16.8,
    maxLines: 6,
    codedExperiment: 'subheadline',
    defaultText: controlText('subheadline', 'description'),
  },
  hero_cta_label: {
    label: 'Hero button label',
    page: '/',
    where: 'Hero, the waitlist button',
    ...WAITLIST_BUTTON,
    codedExperiment: 'cta_button_text',
    defaultText: controlText('cta_button_text', 'name'),
  },
  hero_sample_link: {
    label: 'Sample call link',
    page: '/',
    where: 'Hero, the link under the buttons',
    lines: 'one',
    maxLength: 40,
    fontPx: 16,
    maxLines: 1,
    defaultText: 'Hear a sample call',
  },
  features_heading: {
    label: 'Features heading',
    page: '/',
    where: 'Feature grid, the section heading (h2)',
    lines: 'one',
    maxLength: 60,
    fontPx: 25.6,
    bold: true,
    maxLines: 3,
    codedExperiment: 'feature_messaging',
    defaultText: 'Everything in a daily NovaVox call',
  },
  features_intro: {
    label: 'Features intro',
    page: '/',
    where: 'Feature grid, the line under the heading',
    lines: 'several',
    maxLength: 140,
    fontPx: 17.6,
    maxLines: 5,
    codedExperiment: 'feature_messaging',
    defaultText: 'One short call a day, and everything your family needs to know.',
  },
  feature_1_title: featureTitle(1, '5-minute daily calls'),
  feature_1_text: featureText(1, 'A friendly AI voice calls at the same time every day, on any phone.'),
  feature_2_title: featureTitle(2, 'Mood and activity check-ins'),
  feature_2_text: featureText(2, 'Gentle questions about sleep, meals, mood and what the day holds.'),
  feature_3_title: featureTitle(3, 'Medication reminders'),
  feature_3_text: featureText(3, 'A kind nudge about the routines you set, and a note of what was taken.'),
  feature_4_title: featureTitle(4, 'Family updates'),
  feature_4_text: featureText(4, 'A short summary to you and your siblings after every call.'),
  gallery_heading: {
    label: 'Phone gallery heading',
    page: '/',
    where: 'Phone-feature gallery, the section heading (h2)',
    lines: 'one',
    maxLength: 60,
    fontPx: 25.6,
    bold: true,
    maxLines: 3,
    codedExperiment: 'phone_feature_framing',
    defaultText: 'Inside a daily check-in call',
  },
  gallery_intro: {
    label: 'Phone gallery intro',
    page: '/',
    where: 'Phone-feature gallery, the line under the heading',
    lines: 'several',
    maxLength: 140,
    fontPx: 17.6,
    maxLines: 5,
    codedExperiment: 'phone_feature_framing',
    defaultText: 'Five friendly minutes, from the first hello to the summary that follows.',
  },
  testimonial_lead: {
    label: 'Testimonial lead',
    page: '/',
    where: 'Beside the phone gallery, the testimonial’s quote',
    lines: 'several',
    maxLength: 200,
    fontPx: 17.6,
    maxLines: 9,
    codedExperiment: 'testimonial_style',
    defaultText:
      'Mom lives three hours away. Now I read her summary with my morning coffee, and when I call her we talk about her garden instead of her pills.',
  },
  closing_heading: {
    label: 'Closing heading',
    page: '/',
    where: 'Closing call-to-action, the heading (h2)',
    lines: 'one',
    maxLength: 60,
    fontPx: 25.6,
    bold: true,
    maxLines: 3,
    defaultText: 'Give your parent a friendly call every day',
  },
  closing_price_line: {
    label: 'Closing price line',
    page: '/',
    where: 'Closing call-to-action, under the heading (layouts A and B)',
    lines: 'several',
    maxLength: 140,
    fontPx: 17.6,
    maxLines: 5,
    defaultText: `Early access ${offer.monthlyPrice} per month. First ${offer.trialDays} days free, ${offer.guaranteeDays}-day money-back guarantee, cancel anytime.`,
  },
  closing_cta_label: {
    label: 'Closing button label',
    page: '/',
    where: 'Closing call-to-action, the waitlist button',
    ...WAITLIST_BUTTON,
    defaultText: 'Join the Waitlist',
  },
};

function featureTitle(card: number, defaultText: string): SlotSpec {
  return {
    label: `Feature card ${card} title`,
    page: '/',
    where: `Feature grid, card ${card}, its title (h3)`,
    lines: 'one',
    maxLength: 40,
    fontPx: 17.6,
    bold: true,
    maxLines: 2,
    codedExperiment: 'feature_messaging',
    defaultText,
  };
}

function featureText(card: number, defaultText: string): SlotSpec {
  return {
    label: `Feature card ${card} text`,
    page: '/',
    where: `Feature grid, card ${card}, its line`,
    lines: 'several',
    maxLength: 120,
    fontPx: 16,
    maxLines: 5,
    codedExperiment: 'feature_messaging',
    defaultText,
  };
}

export const copySlots: Readonly<Record<CopySlotId, CopySlot>> = Object.fromEntries(
  copySlotIds.map((id) => {
    const spec = specs[id];
    const slot: CopySlot = {
      ...spec,
      id,
      bold: spec.bold ?? false,
      columnPx: spec.columnPx ?? COLUMN_320,
      codedExperiment: spec.codedExperiment ?? null,
    };
    return [id, slot];
  }),
) as Record<CopySlotId, CopySlot>;

export function isCopySlotId(value: string): value is CopySlotId {
  return (copySlotIds as readonly string[]).includes(value);
}

/** Average advance of one character, in em, of the system sans-serif stack (see above). */
export const AVERAGE_ADVANCE_EM = { regular: 0.5, bold: 0.56 } as const;

export interface SlotBudget {
  charsPerLine: number;
  /** Characters the text may hold at 320 px: `charsPerLine` × the slot's lines, never above `maxLength`. */
  characters: number;
}

export function slotBudget(slot: CopySlot): SlotBudget {
  const advance = slot.fontPx * (slot.bold ? AVERAGE_ADVANCE_EM.bold : AVERAGE_ADVANCE_EM.regular);
  const charsPerLine = Math.floor(slot.columnPx / advance);
  return { charsPerLine, characters: Math.min(slot.maxLength, charsPerLine * slot.maxLines) };
}

/** A coded experiment's text for a slot, and the variant that chose it. */
export interface CodedSlotText {
  variantId: string;
  text: string;
}

/**
 * The text a visitor reads in a slot: a coded experiment's non-control variant while it shows one (its test is
 * on); otherwise the copy shipped to the slot from the dashboard, else the slot's default. Shipped copy thus
 * replaces the control everywhere, and a coded test still shows its own arms (the api keeps created experiments
 * off a slot whose coded experiment runs).
 */
export function slotText(
  slotId: CopySlotId,
  shipped: Partial<Record<CopySlotId, string>>,
  coded?: CodedSlotText,
): string {
  if (coded && coded.variantId !== 'A') return coded.text;
  return shipped[slotId] ?? copySlots[slotId].defaultText;
}
