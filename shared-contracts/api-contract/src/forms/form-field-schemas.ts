/**
 * Field builders shared by the waitlist and contact schemas. Built on `zod/mini` because these schemas ship
 * to every visitor's browser (about 5 KB instead of 25 KB) and are re-validated by the api.
 */

import {
  BLANK_LOOKING,
  EMAIL_PATTERN,
  hasHiddenCharacter,
  hasMarkup,
  hasVisibleCharacter,
  hiddenCharacterMessage,
  invisibleOnlyMessage,
  markupMessage,
  notTextMessage,
} from '@novavox/contracts-experiments/text-rules';
import isEmail from 'validator/lib/isEmail.js';
import * as z from 'zod/mini';

/** Requirements §5: optional plus, then 7 to 20 of digits, parentheses, spaces or hyphens. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;
/** A phone number holds 7 to 15 digits (E.164 allows at most 15) among the allowed separators. */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

const NAME_MAX = 100;
/** `fullName` holds a first and a last name joined by one space (`joinedName`). */
export const FIELD_LIMITS = {
  name: NAME_MAX,
  fullName: 2 * NAME_MAX + 1,
  email: 254,
  message: 5000,
  label: 200,
} as const;

/** Requirements §3: a form's `name` is its first and last name joined, as the sender sends it. */
export function joinedName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`;
}

/** The name the api keeps: the one sent, or else the first and last name joined. */
export function fullNameOf(values: { name?: string | null; firstName: string; lastName: string }): string {
  return values.name || joinedName(values.firstName, values.lastName);
}

/** The digits of a phone number written in the allowed characters. */
export function phoneDigitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}

/**
 * The format of docs/requirements.md §5, and 7 to 15 digits in it (so `((((((((` or `-------` is not a number). The pattern's `\s`
 * also matches tabs, line breaks, U+2028 and the byte-order mark, which are not the spaces people type.
 */
export function isPhoneNumber(value: string): boolean {
  const digits = phoneDigitCount(value);
  return (
    PHONE_PATTERN.test(value) && !hasHiddenCharacter(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max
  );
}

interface TextRules {
  label: string;
  /** Message when the field is absent or empty after trimming; omit for optional text. */
  required?: string;
  max: number;
  /** Free text: tabs and line breaks allowed, and `<` and `>` like any other character. */
  multiline?: boolean;
  /** A person's name: must contain a letter. */
  name?: boolean;
}

function typeError(label: string, required: string | undefined) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? (required ?? notTextMessage(label)) : notTextMessage(label);
}

function textChecks({ label, required, max, multiline, name }: TextRules) {
  return [
    z.trim(),
    ...(required ? [z.minLength(1, { error: required, abort: true })] : []),
    z.maxLength(max, { error: `${label} must be at most ${max} characters`, abort: true }),
    z.refine<string>((value) => !hasHiddenCharacter(value, multiline === true), {
      error: hiddenCharacterMessage(label),
      abort: true,
    }),
    z.refine<string>((value) => value === '' || hasVisibleCharacter(value), {
      error: invisibleOnlyMessage(label),
      abort: true,
    }),
    ...(multiline
      ? []
      : [z.refine<string>((value) => !hasMarkup(value), { error: markupMessage(label), abort: true })]),
    ...(name
      ? [
          z.refine<string>((value) => value === '' || /\p{L}/u.test(value.replace(BLANK_LOOKING, '')), {
            error: `${label} must contain a letter`,
            abort: true,
          }),
        ]
      : []),
    z.normalize('NFC'),
  ];
}

/** A person's first and last name, as every form asks for them (requirements §5's messages). */
export function personNameFields() {
  return {
    firstName: requiredText({
      label: 'First name',
      required: 'First name is required',
      max: FIELD_LIMITS.name,
      name: true,
    }),
    lastName: requiredText({
      label: 'Last name',
      required: 'Last name is required',
      max: FIELD_LIMITS.name,
      name: true,
    }),
  };
}

/** Required free text: trimmed, bounded, no markup or control characters. */
export function requiredText(rules: TextRules & { required: string }) {
  return z.string({ error: typeError(rules.label, rules.required) }).check(...textChecks(rules));
}

/** Optional free text; `null` and an empty string both mean "not given". */
export function optionalText(rules: Omit<TextRules, 'required'>) {
  return z.optional(z.nullable(z.string({ error: typeError(rules.label, undefined) }).check(...textChecks(rules))));
}

/**
 * Requirements §5's messages, with the parts of the address checked by validator.js: a dot-atom local part
 * (no quoted forms, so no markup), domain labels of letters, digits and inner hyphens, a real top-level domain.
 * Trimmed, NFC, and the domain lower-cased, so one address is stored one way.
 */
export function emailField() {
  return z.string({ error: typeError('Email', 'Email is required') }).check(
    z.trim(),
    z.minLength(1, { error: 'Email is required', abort: true }),
    z.maxLength(FIELD_LIMITS.email, { error: `Email must be at most ${FIELD_LIMITS.email} characters`, abort: true }),
    z.refine<string>((value) => !hasHiddenCharacter(value), { error: hiddenCharacterMessage('Email'), abort: true }),
    z.regex(EMAIL_PATTERN, { error: 'Invalid email format', abort: true }),
    z.normalize('NFC'),
    z.refine<string>((value) => isEmail(value, EMAIL_RULES), { error: 'Invalid email format', abort: true }),
    z.overwrite(normalizeEmail),
  );
}

const EMAIL_RULES = {
  allow_display_name: false,
  allow_utf8_local_part: false,
  allow_ip_domain: false,
  require_tld: true,
  blacklisted_chars: '"<>',
} as const;

/** The stored form of an address: the domain is case-insensitive, so it is kept in lower case. */
export function normalizeEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`;
}

export function requiredPhoneField() {
  return z
    .string({ error: typeError('Phone number', 'Phone number is required') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Phone number is required', abort: true }),
      z.refine<string>(isPhoneNumber, { error: 'Invalid phone format', abort: true }),
    );
}

/** Optional phone: empty or absent passes, anything else must match the format of docs/requirements.md §5 with 7 to 15 digits. */
export function optionalPhoneField() {
  return z.optional(
    z.nullable(
      z.string({ error: typeError('Phone number', undefined) }).check(
        z.trim(),
        z.refine<string>((value) => value === '' || isPhoneNumber(value), { error: 'Invalid phone format' }),
      ),
    ),
  );
}

/**
 * What the site's ids look like (the anonymous visitor id `nvx_uid`, an event's id): 1 to 64 of these characters,
 * nothing that could be markup or break a log line.
 */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;
/** The rule of VISITOR_ID_PATTERN in words, for the field that broke it. */
export const siteIdRule = (field: string) =>
  `${field} must be 1 to 64 letters, digits, dots, colons, underscores or hyphens`;

export function optionalVisitorIdField() {
  return z.optional(
    z
      .string({ error: notTextMessage('visitorId') })
      .check(z.regex(VISITOR_ID_PATTERN, { error: siteIdRule('visitorId') })),
  );
}
