import { describe, expect, it } from 'vitest';
import { parsePhoneCallRequest, toE164 } from './phone-call-request-schema';

describe('toE164', () => {
  it.each([
    ['+1 (555) 123-4567', '+15551234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['5551234567', null],
    ['+1 555 CALL NOW', null],
    ['+0 555 123 4567', null],
    [`+${'1'.repeat(16)}`, null],
  ])('%s → %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });
});

describe('phoneCallRequestSchema', () => {
  it('accepts the spec body', () => {
    const result = parsePhoneCallRequest({
      userId: 'u-1',
      interviewId: 'i-1',
      phoneNumber: '+15551234567',
      roleDescription: 'A grandmother\nwho lives alone',
      prompt: 'Ask about sleep',
      interviewTitle: 'Wellness check-in',
    });
    expect(result.ok).toBe(true);
  });

  it.each([
    [{}, 'Please provide a phone number'],
    [{ phoneNumber: '  ' }, 'Please provide a phone number'],
    [{ phoneNumber: 'call me' }, 'Invalid phone number format. Please use format: +15551234567'],
    [{ phoneNumber: 15551234567 }, 'Invalid phone number format. Please use format: +15551234567'],
  ])('rejects %j', (body, message) => {
    expect(parsePhoneCallRequest(body)).toEqual({ ok: false, fields: { phoneNumber: message } });
  });
});

describe('phoneCallRequestSchema refuses what toE164 would silently drop', () => {
  it.each(['\t', '\n', '\ufeff', '\u2028'])('a number holding %j', (character) => {
    expect(parsePhoneCallRequest({ phoneNumber: `+1 555${character}123 4567` })).toEqual({
      ok: false,
      fields: { phoneNumber: 'Invalid phone number format. Please use format: +15551234567' },
    });
  });

  it('names the rule when the body is not an object', () => {
    for (const body of [[], 'call', 5, null]) {
      expect(parsePhoneCallRequest(body)).toEqual({
        ok: false,
        fields: { form: 'The request body must be a JSON object of form fields' },
      });
    }
  });
});
