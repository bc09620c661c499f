import { describe, expect, it } from 'vitest';
import { WAITLIST_CONSENT } from './waitlist-consent';
import { parseWaitlistForm, waitlistFormSchema } from './waitlist-form-schema';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  source: 'general',
  consentVersion: WAITLIST_CONSENT.version,
};

/** A field's value, the field, and the message that refuses it. */
type Refusal = [Record<string, unknown>, string, string];
/** Each of `values` in `field`, refused with `message`. */
const refusals = (field: string, message: string, values: readonly unknown[]) =>
  values.map((value): Refusal => [{ [field]: value }, field, message]);
const HIDDEN = 'must not contain control, invisible or direction-changing characters';
const blanks = ['\u3164', '\u115F\u1160', '\uFFA0\uFFA0', '\u2800', '\u3164 \u3164', '\u0301\u0301'];

describe('waitlistFormSchema', () => {
  it('accepts the minimum and defaults receiveUpdates to true', () => {
    const result = parseWaitlistForm(valid);
    expect(result).toEqual({ ok: true, value: { ...valid, receiveUpdates: true } });
  });

  it('trims values and keeps unicode names', () => {
    const result = parseWaitlistForm({ ...valid, firstName: '  Zoë ', lastName: '李 Ñúñez', email: ' z@x.io ' });
    expect(result.ok && result.value).toMatchObject({ firstName: 'Zoë', lastName: '李 Ñúñez', email: 'z@x.io' });
  });

  it('stores names in NFC and the e-mail with its domain in lower case', () => {
    const decomposed = 'Zoe\u0308';
    const result = parseWaitlistForm({ ...valid, firstName: decomposed, email: 'Ada.Lovelace@Example.COM' });
    expect(result.ok && result.value).toMatchObject({ firstName: 'Zo\u00eb', email: 'Ada.Lovelace@example.com' });
  });

  it('names each missing required field with the spec message', () => {
    expect(parseWaitlistForm({ consentVersion: WAITLIST_CONSENT.version })).toEqual({
      ok: false,
      fields: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
      },
    });
  });

  it.each<Refusal>([
    [{ firstName: '   ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    ...refusals('email', 'Invalid email format', [
      'ada@example',
      'ada @example.com',
      '<script>alert(1)</script>@x.co',
      '"<b>"@x.co',
      'a..b@c.com',
      '.a@b.com',
      'a@-b.com',
    ]),
    ...refusals('phone', 'Invalid phone format', [
      '12ab',
      '123456',
      `+${'1'.repeat(21)}`,
      '((((((((',
      '-------',
      '1234 5678 9012 3456',
    ]),
    [{ firstName: 'x'.repeat(10_000) }, 'firstName', 'First name must be at most 100 characters'],
    [{ firstName: '<script>alert(1)</script>' }, 'firstName', 'First name must not contain HTML'],
    ...refusals('lastName', `Last name ${HIDDEN}`, ['Smith\u202Egnp.exe']),
    ...refusals('firstName', `First name ${HIDDEN}`, ['\u200b\u200b', '\ud800x']),
    ...refusals('email', `Email ${HIDDEN}`, ['a\u0000b@c.com', 'a\u200bb@c.com', 'ab@c\u202e.com', 'a\udc00@c.com']),
    [{ firstName: '---' }, 'firstName', 'First name must contain a letter'],
    // Hangul fillers are letters to Unicode but draw nothing; a name made only of them is blank.
    ...blanks.flatMap((blank) => [
      ...refusals('firstName', 'First name must contain visible characters, not only blank or invisible ones', [blank]),
      ...refusals('lastName', 'Last name must contain visible characters, not only blank or invisible ones', [blank]),
    ]),
    [{ consentVersion: '1999-01-01' }, 'consentVersion', `consentVersion must be one of ${WAITLIST_CONSENT.version}`],
    [{ firstName: 42 }, 'firstName', 'First name must be text'],
    [{ receiveUpdates: 'yes' }, 'receiveUpdates', 'Receive updates must be true or false'],
    [{ interest: ['a'] }, 'interest', 'Interest must be text'],
  ])('rejects %j on %s', (patch, field, message) => {
    const result = parseWaitlistForm({ ...valid, ...patch });
    expect(result).toEqual({ ok: false, fields: { [field]: message } });
  });

  it('accepts an empty or absent phone and any phone in the spec format', () => {
    for (const phone of [undefined, '', '+1 (555) 123-4567', '5551234', null, '+44 20 7946 0958']) {
      expect(parseWaitlistForm({ ...valid, phone }).ok).toBe(true);
    }
  });

  it('refuses a body that is not an object, saying so', () => {
    for (const body of [null, [], 'text', 42]) {
      expect(parseWaitlistForm(body)).toEqual({
        ok: false,
        fields: { form: 'The request body must be a JSON object of form fields' },
      });
    }
  });

  it('drops unknown keys', () => {
    const parsed = waitlistFormSchema.parse({ ...valid, isAdmin: true });
    expect(parsed).not.toHaveProperty('isAdmin');
  });
});
