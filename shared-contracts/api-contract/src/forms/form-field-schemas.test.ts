import { hasMarkup } from '@novavox/contracts-experiments/text-rules';
import { describe, expect, it } from 'vitest';
import {
  FIELD_LIMITS,
  fullNameOf,
  isPhoneNumber,
  joinedName,
  siteIdRule,
  VISITOR_ID_PATTERN,
} from './form-field-schemas';

describe('isPhoneNumber', () => {
  it.each(['+1 (555) 123-4567', '555 1234', '+44 20 7946 0958', '+1\u00a0555\u00a0123\u00a04567'])(
    'takes %j',
    (value) => {
      expect(isPhoneNumber(value)).toBe(true);
    },
  );

  // The required pattern's \s (docs/requirements.md §5) matches these too; none is a space a person types into a phone number.
  it.each([
    ['a tab', '+1 555\t123 4567'],
    ['a line feed', '+1 555\n123 4567'],
    ['a carriage return', '+1 555\r123 4567'],
    ['a byte-order mark', '+1 555\ufeff123 4567'],
    ['a line separator', '+1 555\u2028123 4567'],
    ['a paragraph separator', '+1 555\u2029123 4567'],
    ['eight parentheses', '(((((((('],
    ['six digits', '123 456'],
    ['sixteen digits', '1234567890123456'],
  ])('refuses %s', (_kind, value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});

describe('hasMarkup', () => {
  it.each(['<script>', '< img src=x>', '</b>', '<!-- x -->', '<?xml'])('finds %j', (value) => {
    expect(hasMarkup(value)).toBe(true);
  });

  it.each(['I <3 my mum', '2 > 1', '<', 'x<5', 'a<=b'])('lets %j through', (value) => {
    expect(hasMarkup(value)).toBe(false);
  });
});

describe('the joined name', () => {
  it('is the first and last name with one space between, and holds two whole names', () => {
    expect(joinedName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(FIELD_LIMITS.fullName).toBe(201);
    expect(joinedName('a'.repeat(100), 'b'.repeat(100))).toHaveLength(FIELD_LIMITS.fullName);
  });

  it('is what the api keeps when the sender sent no name of its own', () => {
    expect(fullNameOf({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullNameOf({ name: '', firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullNameOf({ name: 'Countess Lovelace', firstName: 'Ada', lastName: 'Lovelace' })).toBe('Countess Lovelace');
  });
});

describe("the site's ids", () => {
  it('take 1 to 64 letters, digits, dots, colons, underscores or hyphens, and say so for the field', () => {
    expect(VISITOR_ID_PATTERN.test('0192f0c4-7d2a-7c4e-9a1b-3f6c2d8e9a10.sig_1:x')).toBe(true);
    expect(VISITOR_ID_PATTERN.test('x'.repeat(65))).toBe(false);
    expect(VISITOR_ID_PATTERN.test('a b')).toBe(false);
    expect(siteIdRule('event_id')).toBe(
      'event_id must be 1 to 64 letters, digits, dots, colons, underscores or hyphens',
    );
  });
});
