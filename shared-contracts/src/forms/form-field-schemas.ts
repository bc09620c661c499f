/**
 * Field builders shared by the waitlist and contact schemas. Built on `zod/mini` because these schemas ship
 * to every visitor's browser (about 5 KB instead of 25 KB) and are re-validated by the api.
 */
import * as z from 'zod/mini';

/** Spec section 5: `{email}` without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec section 5: optional plus, then 7 to 20 of digits, parentheses, spaces or hyphens. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;

export const FIELD_LIMITS = { name: 100, fullName: 201, email: 254, message: 5000, label: 200 } as const;

// Markup is never a legitimate part of a name or a message, and rejecting it keeps stored rows safe to show
// in admin exports and e-mail tools that may render HTML. "<3" or "a < b" stay allowed.
const HTML_TAG = /<\s*[a-z!?/]/i;
// C0/C1 controls and bidi overrides can disguise a name; tabs and newlines are allowed in messages only.
// A code-point test rather than a regular expression, whose control-character ranges read as typos.
function hasHiddenCharacter(value: string, multiline: boolean): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
  }
  return false;
}

interface TextRules {
  label: string;
  /** Message when the field is absent or empty after trimming; omit for optional text. */
  required?: string;
  max: number;
  multiline?: boolean;
}

function typeError(label: string, required: string | undefined) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? (required ?? `${label} must be text`) : `${label} must be text`;
}

function textChecks({ label, required, max, multiline }: TextRules) {
  return [
    z.trim(),
    ...(required ? [z.minLength(1, { error: required, abort: true })] : []),
    z.maxLength(max, { error: `${label} must be at most ${max} characters`, abort: true }),
    z.refine<string>((value) => !HTML_TAG.test(value), { error: `${label} must not contain HTML`, abort: true }),
    z.refine<string>((value) => !hasHiddenCharacter(value, multiline === true), {
      error: `${label} contains characters that are not allowed`,
      abort: true,
    }),
  ];
}

/** Required free text: trimmed, bounded, no markup or control characters. */
export function requiredText(rules: TextRules & { required: string }) {
  return z.string({ error: typeError(rules.label, rules.required) }).check(...textChecks(rules));
}

/** Optional free text; `null` and an empty string both mean "not given". */
export function optionalText(rules: Omit<TextRules, 'required'>) {
  return z.optional(z.nullable(z.string({ error: typeError(rules.label, undefined) }).check(...textChecks(rules))));
}

export function emailField() {
  return z
    .string({ error: typeError('Email', 'Email is required') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Email is required', abort: true }),
      z.maxLength(FIELD_LIMITS.email, { error: `Email must be at most ${FIELD_LIMITS.email} characters`, abort: true }),
      z.regex(EMAIL_PATTERN, { error: 'Invalid email format', abort: true }),
    );
}

export function requiredPhoneField() {
  return z
    .string({ error: typeError('Phone number', 'Phone number is required') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Phone number is required', abort: true }),
      z.regex(PHONE_PATTERN, { error: 'Invalid phone format', abort: true }),
    );
}

/** Optional phone: empty or absent passes, anything else must match the spec's format. */
export function optionalPhoneField() {
  return z.optional(
    z.nullable(
      z.string({ error: typeError('Phone number', undefined) }).check(
        z.trim(),
        z.refine<string>((value) => value === '' || PHONE_PATTERN.test(value), { error: 'Invalid phone format' }),
      ),
    ),
  );
}
