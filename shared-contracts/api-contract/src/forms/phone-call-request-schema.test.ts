import { describe, expect, it } from 'vitest';
import { isDialogPhoneFormat, parsePhoneCallRequest } from './phone-call-request-schema';

describe("isDialogPhoneFormat: the dialog's characters, national formats included", () => {
  it.each([
    ['+1 (555) 123-4567', true],
    ['+44 20 7946 0958', true],
    ['123-456-7890', true],
    ['(415) 555-2673', true],
    ['4155552675', true],
    ['123', true],
    ['+1 555 CALL NOW', false],
    ['1+555', false],
    ['()- ', false],
    ['415.555.2673', false],
  ])('%s → %s', (input, expected) => {
    expect(isDialogPhoneFormat(input)).toBe(expected);
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

describe("phoneCallRequestSchema refuses hidden characters the pattern's spaces would let through", () => {
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
