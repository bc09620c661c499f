/**
 * What every line of text people type into the site must not hold, whoever types it: visitors in the forms
 * (api-contract's field schemas) and the team in an experiment change's reason (experiment-state-change.ts).
 * It lives in this package, the lowest of the contracts, so the rule is written once for both.
 */
// Markup is never a legitimate part of a name, a label or an address, and refusing it keeps stored rows safe
// to show in admin exports and e-mail tools that may render HTML. "<3" stays allowed; messages take any text
// (they are stored as text and escaped wherever they are shown).
const HTML_TAG = /<\s*[a-z!?/]/i;
// Controls (C0, C1), format characters (zero-width spaces and joiners, bidi overrides and isolates, soft
// hyphens, byte-order marks), lone surrogates and line separators can disguise a name or an address or break
// the tools that read them. Tabs and line breaks are allowed in multi-line text only.
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

// Characters that draw nothing though Unicode does not call them spaces or format characters: the Hangul fillers
// (letters, so a name of them passed "must contain a letter"), the braille blank, and combining marks on nothing.
export const BLANK_LOOKING = /[\p{White_Space}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when some character of the text draws something (not only spaces, fillers or marks). */
export function hasVisibleCharacter(value: string): boolean {
  return value.replace(BLANK_LOOKING, '') !== '';
}

export function invisibleOnlyMessage(label: string): string {
  return `${label} ${INVISIBLE_ONLY_RULE}`;
}

/** True when the text holds something that reads as an HTML tag (see above); `a < b` and `<3` are not. */
export function hasMarkup(value: string): boolean {
  return HTML_TAG.test(value);
}

/** True when the text holds a character no field accepts (see above). */
export function hasHiddenCharacter(value: string, multiline = false): boolean {
  return HIDDEN_CHARACTER.test(multiline ? value.replace(/[\t\n\r]/g, '') : value);
}

/** A value of the wrong type (a number where text belongs, text where a number does, null): every contract says it so. */
export const TEXT_TYPE_RULE = 'must be text';
export const NUMBER_TYPE_RULE = 'must be a number';
export const HIDDEN_CHARACTER_RULE = 'must not contain control, invisible or direction-changing characters';
export const MARKUP_RULE = 'must not contain HTML';
export const INVISIBLE_ONLY_RULE = 'must contain visible characters, not only blank or invisible ones';

export function notTextMessage(label: string): string {
  return `${label} ${TEXT_TYPE_RULE}`;
}

export function hiddenCharacterMessage(label: string): string {
  return `${label} ${HIDDEN_CHARACTER_RULE}`;
}

export function markupMessage(label: string): string {
  return `${label} ${MARKUP_RULE}`;
}

/**
 * The shape of an e-mail address, requirements §5 (`{email}` without spaces): something, an @, something with a dot.
 * The forms' e-mail fields (which also check the parts) and the site's contact address in its config are held to it.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
