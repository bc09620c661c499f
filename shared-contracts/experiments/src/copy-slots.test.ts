import { describe, expect, it } from 'vitest';
import { copySlotIds, copySlots, slotBudget } from './copy-slots';
import { copyTextProblems, copyTextSchema, slotCopySchema } from './copy-text';
import { experimentById } from './experiment-catalog';

describe('copy slots', () => {
  it('give the spec’s texts as defaults for the slots a coded experiment varies', () => {
    expect(copySlots.hero_headline.defaultText).toBe('Peace of mind for you. A friendly daily call for Mom and Dad.');
    expect(copySlots.hero_cta_label.defaultText).toBe('Join Waitlist');
    expect(copySlots.hero_subheadline.defaultText).toBe(experimentById('subheadline').variants[0]?.description);
    expect(copySlots.hero_headline.codedExperiment).toBe('family_headline');
    expect(copySlots.closing_heading.codedExperiment).toBeNull();
  });

  // Hand-computed: 288 px / (32 px × 0.56) = 16.07 → 16 a line, × 6 lines = 96; a button: 248 / (16 × 0.56) = 27.7
  // → 27; a section heading: 288 / (25.6 × 0.56) = 20.09 → 20, × 3 = 60; the eyebrow 288 / 7.6 = 37.9 → 37, × 3
  // = 111, capped by its 80.
  it.each([
    ['hero_headline', 16, 96],
    ['hero_cta_label', 27, 27],
    ['features_heading', 20, 60],
    ['hero_value_proposition', 37, 80],
  ] as const)('budget at 320 px of %s: %i a line, %i in all', (id, charsPerLine, characters) => {
    expect(slotBudget(copySlots[id])).toEqual({ charsPerLine, characters });
  });

  it('accept every default and every text the nine coded experiments put in a slot', () => {
    for (const id of copySlotIds) expect(copyTextProblems(id, copySlots[id].defaultText), id).toEqual([]);
    for (const variant of experimentById('family_headline').variants)
      expect(copyTextProblems('hero_headline', variant.description), variant.key).toEqual([]);
    for (const variant of experimentById('cta_button_text').variants)
      expect(copyTextProblems('hero_cta_label', variant.name), variant.key).toEqual([]);
    for (const variant of experimentById('subheadline').variants)
      expect(copyTextProblems('hero_subheadline', variant.description), variant.key).toEqual([]);
  });
});

describe('copy text rules', () => {
  it.each([
    ['', 'must not be empty'],
    ['   ', 'must not be empty'],
    ['Join <b>now</b>', 'must not contain HTML'],
    ['Join\u202Enow', 'must not contain control, invisible or direction-changing characters'],
    ['Join\u200Bnow', 'must not contain control, invisible or direction-changing characters'],
    ['Join\nnow', 'must be one paragraph, without line breaks'],
    [' Join now', 'must not start or end with a space'],
    ['Reserve my place in the early-access list', 'must be at most 30 characters (it has 41)'],
    ['Reserve my place in the list', 'must fit at 320 px: at most 27 characters (it has 28)'],
  ])('refuse %j for a button: %s', (text, problem) => {
    expect(copyTextProblems('hero_cta_label', text)).toContain(problem);
  });

  it('refuse a word longer than a line at 320 px', () => {
    expect(copyTextProblems('hero_headline', 'Peace of mind, Supercalifragilistic!')).toEqual([
      'must fit at 320 px: "Supercalifragilistic!" is longer than a line there (16 characters); shorten or break it',
    ]);
  });

  it('keep "<3" and ampersands, which are text', () => {
    expect(copyTextProblems('hero_headline', 'Mom & Dad <3 a daily call')).toEqual([]);
  });

  it('as zod schemas, name the slot of each problem', () => {
    expect(copyTextSchema('hero_cta_label').safeParse('Try it').success).toBe(true);
    const parsed = slotCopySchema.safeParse({ hero_headline: '<i>Hi</i>', nope: 'x', closing_cta_label: 3 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hero_headline', 'must not contain HTML'],
      ['nope', 'is not a copy slot'],
      ['closing_cta_label', 'must be text'],
    ]);
    expect(slotCopySchema.safeParse({}).error?.issues[0]?.message).toBe('must give copy for at least one slot');
  });
});
