import * as z from 'zod/mini';
import { type CopySlotId, copySlots, isCopySlotId, slotBudget } from './copy-slots';
import {
  HIDDEN_CHARACTER_RULE,
  hasHiddenCharacter,
  hasMarkup,
  hasVisibleCharacter,
  MARKUP_RULE,
  TEXT_TYPE_RULE,
} from './text-rules';

/**
 * What copy a slot accepts, for the dashboard's editor and the api alike (docs/copy-experiments.md): plain text
 * on one line (a slot wraps, it never holds a line break), no markup, no hidden, control or direction-changing
 * characters, no spaces around it, at most the slot's length and its 320 px budget, and no word longer than a line
 * at 320 px (it would overflow the screen sideways). Lengths count code points, as a visitor counts letters.
 */
export function copyTextProblems(slotId: CopySlotId, text: string): string[] {
  const slot = copySlots[slotId];
  const length = [...text].length;
  const problems: string[] = [];
  if (!hasVisibleCharacter(text)) return ['must not be empty'];
  if (/[\r\n]/.test(text)) problems.push('must be one paragraph, without line breaks');
  if (hasHiddenCharacter(text)) problems.push(HIDDEN_CHARACTER_RULE);
  if (hasMarkup(text)) problems.push(MARKUP_RULE);
  if (text !== text.trim()) problems.push('must not start or end with a space');
  if (length > slot.maxLength) problems.push(`must be at most ${slot.maxLength} characters (it has ${length})`);
  const budget = slotBudget(slot);
  if (length <= slot.maxLength && length > budget.characters)
    problems.push(`must fit at 320 px: at most ${budget.characters} characters (it has ${length})`);
  let longest = '';
  for (const word of text.split(/\s+/)) if ([...word].length > [...longest].length) longest = word;
  if ([...longest].length > budget.charsPerLine)
    problems.push(
      `must fit at 320 px: "${longest}" is longer than a line there (${budget.charsPerLine} characters); shorten or break it`,
    );
  return problems;
}

/** The zod schema of one slot's copy: each problem of `copyTextProblems` is one issue. */
export function copyTextSchema(slotId: CopySlotId) {
  return z.string({ error: TEXT_TYPE_RULE }).check((ctx) => {
    for (const message of copyTextProblems(slotId, ctx.value))
      ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });
}

/** Copy for some slots: `{ "hero_headline": "…" }`; each key a slot, each value that slot's text. */
export const slotCopySchema = z.record(z.string(), z.unknown()).check((ctx) => {
  const entries = Object.entries(ctx.value);
  if (entries.length === 0)
    ctx.issues.push({ code: 'custom', message: 'must give copy for at least one slot', input: ctx.value });
  for (const [key, value] of entries) {
    if (!isCopySlotId(key)) {
      ctx.issues.push({ code: 'custom', message: 'is not a copy slot', path: [key], input: value });
      continue;
    }
    if (typeof value !== 'string') {
      ctx.issues.push({ code: 'custom', message: TEXT_TYPE_RULE, path: [key], input: value });
      continue;
    }
    for (const message of copyTextProblems(key, value))
      ctx.issues.push({ code: 'custom', message, path: [key], input: value });
  }
});

export type SlotCopy = Partial<Record<CopySlotId, string>>;
