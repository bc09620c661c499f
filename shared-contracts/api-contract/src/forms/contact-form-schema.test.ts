import { describe, expect, it } from 'vitest';
import { sampleContact } from '../testing/form-samples';
import { parseContactForm, parseContactMessage, parseContactModalForm } from './contact-form-schema';

// The valid message every contact test starts from (the api's and the form's tests send the same one).
const valid = sampleContact;

describe('contactFormSchema', () => {
  it('accepts a complete message, newlines included', () => {
    const result = parseContactForm({ ...valid, message: 'Line one\nline two\tend' });
    expect(result.ok).toBe(true);
  });

  it('requires every field with the spec messages', () => {
    expect(parseContactForm({})).toEqual({
      ok: false,
      fields: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
        phone: 'Phone number is required',
        message: 'Message is required',
      },
    });
  });

  it.each([
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ phone: 'call me' }, 'phone', 'Invalid phone format'],
    [{ email: 'nope' }, 'email', 'Invalid email format'],
    [{ message: 'too short' }, 'message', 'Message should be at least 10 characters'],
    [{ message: '   ' }, 'message', 'Message is required'],
    [{ message: 'x'.repeat(10_000) }, 'message', 'Message must be at most 5000 characters'],
    [{ message: 12345678901 }, 'message', 'Message must be text'],
  ])('rejects %j on %s', (patch, field, message) => {
    expect(parseContactForm({ ...valid, ...patch })).toEqual({ ok: false, fields: { [field]: message } });
  });

  it('takes any ordinary text in a message, angle brackets included: it is stored as text and escaped on output', () => {
    for (const message of ['I <3 this, and 2 < 3 too', 'if a < b and b > c then a < c', 'Use <b>bold</b>, please.']) {
      const result = parseContactForm({ ...valid, message });
      expect(result.ok && result.value.message).toBe(message);
    }
  });

  it('still refuses hidden characters in a message, but keeps its line breaks and tabs', () => {
    expect(parseContactForm({ ...valid, message: 'Line one\n\tline two' }).ok).toBe(true);
    expect(parseContactForm({ ...valid, message: 'Hello\u200b there, friend' })).toEqual({
      ok: false,
      fields: { message: 'Message must not contain control, invisible or direction-changing characters' },
    });
  });
});

describe('contactModalFormSchema (the Contact Us modal)', () => {
  const modal = { name: 'Grace Hopper', email: 'grace@example.com', subject: 'Pricing', message: 'Family plan?' };

  it('accepts the four fields with no length bound on a short message', () => {
    expect(parseContactModalForm({ ...modal, message: 'Hi' })).toEqual({
      ok: true,
      value: { ...modal, message: 'Hi' },
    });
  });

  it('requires every field, naming each one, and a valid e-mail', () => {
    expect(parseContactModalForm({})).toEqual({
      ok: false,
      fields: {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
    expect(parseContactModalForm({ ...modal, email: 'grace@' })).toEqual({
      ok: false,
      fields: { email: 'Invalid email format' },
    });
    expect(parseContactModalForm({ ...modal, subject: '  ' })).toEqual({
      ok: false,
      fields: { subject: 'Subject is required' },
    });
  });

  it('parseContactMessage tells the two shapes apart by the subject', () => {
    expect(parseContactMessage(modal)).toEqual({ ok: true, value: { form: 'modal', values: modal } });
    expect(parseContactMessage(valid)).toMatchObject({ ok: true, value: { form: 'home' } });
    expect(parseContactMessage({ subject: '' })).toEqual({
      ok: false,
      fields: {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
    expect(parseContactMessage({})).toMatchObject({ ok: false, fields: { firstName: 'First name is required' } });
  });
});
