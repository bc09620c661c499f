import * as z from 'zod/mini';
import {
  HIDDEN_CHARACTER_RULE,
  hasHiddenCharacter,
  hasMarkup,
  hasVisibleCharacter,
  INVISIBLE_ONLY_RULE,
  MARKUP_RULE,
  TEXT_TYPE_RULE,
} from './text-rules';

/**
 * A text the team types into the dashboard (an experiment's name or hypothesis, a change's reason), held to the
 * rules of the forms' text fields (text-rules.ts, api-contract's form-field-schemas.ts) in their order: at most
 * `max` characters; no control, invisible or direction-changing characters (tabs and line breaks only when
 * `multiline`); something visible; no markup. With `blankMeansNone`, an empty or all-space text counts as not
 * given, as an optional form field does; else it is refused as holding nothing visible.
 */
export function teamText(max: number, { multiline = false, blankMeansNone = false } = {}) {
  return z.string({ error: TEXT_TYPE_RULE }).check(
    z.maxLength(max, { error: `must be at most ${max} characters`, abort: true }),
    z.refine((value) => !hasHiddenCharacter(value, multiline), { error: HIDDEN_CHARACTER_RULE, abort: true }),
    z.refine((value) => (blankMeansNone && value.trim() === '') || hasVisibleCharacter(value), {
      error: INVISIBLE_ONLY_RULE,
      abort: true,
    }),
    z.refine((value) => !hasMarkup(value), { error: MARKUP_RULE }),
  );
}

/** The longest reason a change may carry; the dashboard's reason fields stop there too (maxLength). */
export const CHANGE_REASON_MAX_LENGTH = 500;

/**
 * Why a change was made, kept in the history: optional, one line of at most CHANGE_REASON_MAX_LENGTH characters.
 * The one rule for the catalog experiments' changes (experiment-state-change.ts) and the copy experiments'
 * (copy-experiment.ts).
 */
export const changeReasonSchema = z.optional(teamText(CHANGE_REASON_MAX_LENGTH, { blankMeansNone: true }));
