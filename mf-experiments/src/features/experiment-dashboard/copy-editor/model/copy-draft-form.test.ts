import { copySlots } from '@novavox/contracts-experiments';
import { describe, expect, it } from 'vitest';
import {
  armField,
  draftOf,
  draftProblems,
  emptyDraftForm,
  MAX_ARMS,
  withArm,
  withArmText,
  withoutLastArm,
  withSlot,
} from './copy-draft-form';

const headline = 'Know Mom is OK. Every day.';

/** A three-arm headline test as the editor builds it. */
function threeArms() {
  let form = { ...emptyDraftForm(), name: 'Headline test', hypothesis: 'Warmer words get more sign-ups.' };
  form = withSlot(form, 'hero_headline', true, headline);
  form = withArm(form);
  form = withArmText(form, 1, 'hero_headline', 'Calls that care. Every single day.');
  return withArmText(form, 2, 'hero_headline', 'A friendly voice for Mom and Dad');
}

describe('the draft form', () => {
  it('prefills arm A with the copy the page shows now and leaves the others to write', () => {
    const form = withSlot(emptyDraftForm(), 'hero_headline', true, headline);
    expect(form.arms).toEqual([{ hero_headline: headline }, { hero_headline: '' }]);
    expect(withSlot(form, 'hero_headline', false, headline).arms).toEqual([{}, {}]);
  });

  it('keeps between 2 and 6 arms', () => {
    let form = emptyDraftForm();
    expect(withoutLastArm(form).arms).toHaveLength(2);
    for (let index = 0; index < 10; index++) form = withArm(form);
    expect(form.arms).toHaveLength(6);
    expect(MAX_ARMS).toBe(6);
  });

  it('sends each arm’s copy as typed, the name and hypothesis trimmed', () => {
    const form = { ...threeArms(), name: '  Headline test ' };
    expect(draftOf(form)).toEqual({
      name: 'Headline test',
      hypothesis: 'Warmer words get more sign-ups.',
      variants: [
        { hero_headline: headline },
        { hero_headline: 'Calls that care. Every single day.' },
        { hero_headline: 'A friendly voice for Mom and Dad' },
      ],
    });
    expect(draftProblems(form)).toEqual([]);
  });
});

describe('draftProblems, the shared rule with each problem named by arm and slot', () => {
  it('names the arm and slot of markup, hidden characters, outer spaces and an empty arm', () => {
    let form = threeArms();
    form = withArmText(form, 1, 'hero_headline', 'Calls <b>that</b> care');
    form = withArmText(form, 2, 'hero_headline', 'Calls\u200b that care');
    expect(draftProblems(form)).toEqual([
      { field: armField(1, 'hero_headline'), text: 'Arm B, Hero headline: must not contain HTML' },
      {
        field: armField(2, 'hero_headline'),
        text: 'Arm C, Hero headline: must not contain control, invisible or direction-changing characters',
      },
    ]);
    form = withArmText(form, 1, 'hero_headline', ' Calls that care');
    form = withArmText(form, 2, 'hero_headline', '');
    expect(draftProblems(form).map((problem) => problem.text)).toEqual([
      'Arm B, Hero headline: must not start or end with a space',
      'Arm C, Hero headline: must not be empty',
    ]);
  });

  it('checks the 320 px budget: the hero headline holds 16 characters a line, 6 lines (96 characters)', () => {
    // 288 px ÷ (32 px × 0.56 em) = 16.07 → 16 a line; 6 lines → 96 characters (docs/copy-experiments.md).
    const fits = `${'Abcdefghijklmno '.repeat(6).trim()}`; // 6 × 15 letters + 5 spaces = 95
    expect([...fits]).toHaveLength(95);
    expect(draftProblems(withArmText(threeArms(), 1, 'hero_headline', fits))).toEqual([]);
    const over = `${fits} X`; // 97
    expect(draftProblems(withArmText(threeArms(), 1, 'hero_headline', over)).map((problem) => problem.text)).toEqual([
      'Arm B, Hero headline: must fit at 320 px: at most 96 characters (it has 97)',
    ]);
    const longWord = 'Unforgettablenesses'; // 19 letters, wider than a 16-character line
    expect(draftProblems(withArmText(threeArms(), 2, 'hero_headline', `A ${longWord}`))).toEqual([
      {
        field: armField(2, 'hero_headline'),
        text: `Arm C, Hero headline: must fit at 320 px: "${longWord}" is longer than a line there (16 characters); shorten or break it`,
      },
    ]);
  });

  it('asks for a name, a hypothesis and a slot, in the order of the form', () => {
    const problems = draftProblems(emptyDraftForm()).map((problem) => problem.field);
    expect(problems).toEqual(['name', 'hypothesis', 'slots']);
  });

  it('checks every slot of every arm against its own bounds', () => {
    let form = withSlot(threeArms(), 'hero_cta_label', true, copySlots.hero_cta_label.defaultText);
    form = withArmText(form, 1, 'hero_cta_label', 'Join');
    form = withArmText(form, 2, 'hero_cta_label', 'Join the waitlist for a daily call'); // 34 > 30
    expect(draftProblems(form).map((problem) => problem.text)).toEqual([
      'Arm C, Hero button label: must be at most 30 characters (it has 34)',
    ]);
  });
});
