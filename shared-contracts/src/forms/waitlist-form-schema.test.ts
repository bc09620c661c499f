import { describe, expect, it } from 'vitest';
import { parseWaitlistForm, waitlistFormSchema } from './waitlist-form-schema';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', source: 'general' };

describe('waitlistFormSchema', () => {
  it('accepts the minimum and defaults receiveUpdates to true', () => {
    const result = parseWaitlistForm(valid);
    expect(result).toEqual({ ok: true, value: { ...valid, receiveUpdates: true } });
  });

  it('trims values and keeps unicode names', () => {
    const result = parseWaitlistForm({ ...valid, firstName: '  Zoë ', lastName: '李 Ñúñez', email: ' z@x.io ' });
    expect(result.ok && result.value).toMatchObject({ firstName: 'Zoë', lastName: '李 Ñúñez', email: 'z@x.io' });
  });

  it('names each missing required field with the spec message', () => {
    expect(parseWaitlistForm({})).toEqual({
      ok: false,
      fields: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
      },
    });
  });

  it.each([
    [{ firstName: '   ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'ada@example' }, 'email', 'Invalid email format'],
    [{ email: 'ada @example.com' }, 'email', 'Invalid email format'],
    [{ phone: '12ab' }, 'phone', 'Invalid phone format'],
    [{ phone: '123456' }, 'phone', 'Invalid phone format'],
    [{ phone: `+${'1'.repeat(21)}` }, 'phone', 'Invalid phone format'],
    [{ firstName: 'x'.repeat(10_000) }, 'firstName', 'First name must be at most 100 characters'],
    [{ firstName: '<script>alert(1)</script>' }, 'firstName', 'First name must not contain HTML'],
    [{ lastName: 'Smith\u202Egnp.exe' }, 'lastName', 'Last name contains characters that are not allowed'],
    [{ firstName: 42 }, 'firstName', 'First name must be text'],
    [{ receiveUpdates: 'yes' }, 'receiveUpdates', 'Receive updates must be true or false'],
    [{ interest: ['a'] }, 'interest', 'Interest must be text'],
  ])('rejects %j on %s', (patch, field, message) => {
    const result = parseWaitlistForm({ ...valid, ...patch });
    expect(result).toEqual({ ok: false, fields: { [field]: message } });
  });

  it('accepts an empty or absent phone and any phone in the spec format', () => {
    for (const phone of [undefined, '', '+1 (555) 123-4567', '5551234', null]) {
      expect(parseWaitlistForm({ ...valid, phone }).ok).toBe(true);
    }
  });

  it('drops unknown keys', () => {
    const parsed = waitlistFormSchema.parse({ ...valid, isAdmin: true });
    expect(parsed).not.toHaveProperty('isAdmin');
  });
});
