import { describe, expect, it } from 'vitest';
import { type CopyDocument, copyArmOf, parseCopyExperimentDraft, visitorSlotCopy } from './copy-experiment';
import { referenceHashV2 } from './testing/reference-hash';

const running = {
  id: 'copy_0123456789ab',
  runId: 'run-1',
  page: '/' as const,
  variants: [
    { key: 'A' as const, copy: { hero_headline: 'Control headline' } },
    { key: 'B' as const, copy: { hero_headline: 'Headline B' } },
    { key: 'C' as const, copy: { hero_headline: 'Headline C' } },
  ],
};

describe('a visitor’s copy', () => {
  it('puts each visitor in the third of [0, 1) their hash falls in (three equal arms)', () => {
    for (const visitor of ['user-123', 'user-124', '0195f3a4-7b1c-7cde-8f00-123456789abc', 'v-9']) {
      const hash = referenceHashV2(`nvx_${running.id}`, visitor);
      const expected = hash < 1 / 3 ? 'A' : hash < 2 / 3 ? 'B' : 'C';
      expect(copyArmOf(running, visitor).key, `${visitor} (${hash})`).toBe(expected);
    }
  });

  it('hashes only the id before a signature’s dot, so signing never moves a visitor', () => {
    const bare = '0195f3a4-7b1c-7cde-8f00-123456789abc';
    expect(copyArmOf(running, `${bare}.c2lnbmF0dXJl`).key).toBe(copyArmOf(running, bare).key);
  });

  it('lays running arms over shipped copy, and gives the control when the id is unknown', () => {
    const document: CopyDocument = {
      slotCopy: { hero_headline: 'Shipped headline', closing_heading: 'Shipped closing' },
      running: [running],
    };
    expect(visitorSlotCopy(document, '/', null)).toEqual({
      hero_headline: 'Control headline',
      closing_heading: 'Shipped closing',
    });
    const arms = new Set(
      Array.from({ length: 60 }, (_, index) => visitorSlotCopy(document, '/', `visitor-${index}`).hero_headline),
    );
    expect(arms).toEqual(new Set(['Control headline', 'Headline B', 'Headline C']));
    expect(visitorSlotCopy({ slotCopy: {}, running: [] }, '/', 'v')).toEqual({});
  });
});

describe('a draft', () => {
  it('is parsed with its arms in order', () => {
    const parsed = parseCopyExperimentDraft({
      name: 'Headline',
      hypothesis: 'Warmer wins.\nBy 20 %.',
      variants: [{ hero_headline: 'One' }, { hero_headline: 'Two' }],
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        name: 'Headline',
        hypothesis: 'Warmer wins.\nBy 20 %.',
        variants: [{ hero_headline: 'One' }, { hero_headline: 'Two' }],
      },
    });
    const bad = parseCopyExperimentDraft({ name: '<b>x</b>', hypothesis: '', variants: [{}, {}] });
    expect(bad).toEqual({
      ok: false,
      problems: [
        '"name" must not contain HTML',
        '"hypothesis" must contain visible characters, not only blank or invisible ones',
      ],
    });
    expect(parseCopyExperimentDraft({ name: 'x', hypothesis: 'y', variants: [{}, {}] })).toEqual({
      ok: false,
      problems: ['"variants.0" must give copy for at least one slot'],
    });
  });
});
