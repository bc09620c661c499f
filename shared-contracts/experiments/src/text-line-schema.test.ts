import { describe, expect, it } from 'vitest';
import { copyReasonSchema } from './copy-experiment';
import { parseExperimentChange } from './experiment-state-change';
import { teamText } from './text-line-schema';
import { HIDDEN_CHARACTER_RULE, INVISIBLE_ONLY_RULE, MARKUP_RULE } from './text-rules';

const copyReasonProblem = (reason: unknown) => {
  const parsed = copyReasonSchema.safeParse(reason);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
};
const changeReasonProblem = (reason: unknown) => {
  const parsed = parseExperimentChange('cta_button_color', 'pause', { reason });
  return parsed.ok ? null : parsed.problems.map((problem) => problem.replace(/^"reason" /, ''));
};

describe('the reason of a change', () => {
  // Written out by hand from the forms' rules (docs/copy-experiments.md, "Reasons"): the same answer whether the
  // change is to a catalog experiment or a copy experiment.
  it.each([
    ['', null],
    ['   ', null],
    ['Launch <3', null],
    ['x'.repeat(500), null],
    ['x'.repeat(501), ['must be at most 500 characters']],
    ['\u2028', [HIDDEN_CHARACTER_RULE]],
    [' \t ', [HIDDEN_CHARACTER_RULE]],
    ['a\u200Bb', [HIDDEN_CHARACTER_RULE]],
    ['\u3164\u3164', [INVISIBLE_ONLY_RULE]],
    ['<b>why</b>', [MARKUP_RULE]],
  ])('%j gives %j on both kinds of experiment', (reason, problems) => {
    expect(copyReasonProblem(reason)).toEqual(problems);
    expect(changeReasonProblem(reason)).toEqual(problems);
  });
});

describe('teamText', () => {
  it('refuses a blank name or one only of fillers, naming the visible-character rule', () => {
    const name = teamText(80);
    expect(name.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([INVISIBLE_ONLY_RULE]);
    expect(name.safeParse('\u3164').error?.issues.map((issue) => issue.message)).toEqual([INVISIBLE_ONLY_RULE]);
  });

  it('allows line breaks and tabs in multi-line text only', () => {
    expect(teamText(1000, { multiline: true }).safeParse('Warmer wins.\n\tBy 20 %.').success).toBe(true);
    expect(
      teamText(1000)
        .safeParse('Warmer wins.\nBy 20 %.')
        .error?.issues.map((issue) => issue.message),
    ).toEqual([HIDDEN_CHARACTER_RULE]);
  });
});
