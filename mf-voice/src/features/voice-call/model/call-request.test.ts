import { DEFAULT_ROLE_DESCRIPTION } from '@novavox/contracts-api/forms';
import { describe, expect, it } from 'vitest';
import { buildCallRequest, CALL_REQUEST_MESSAGES } from './call-request';

describe('buildCallRequest', () => {
  it('a web call carries only the default role description', () => {
    expect(buildCallRequest({ type: 'web', phoneNumber: '+1 555 000' })).toEqual({
      ok: true,
      request: { type: 'web', payload: { roleDescription: DEFAULT_ROLE_DESCRIPTION } },
    });
    expect(DEFAULT_ROLE_DESCRIPTION).toMatch(/78-year-old grandmother living alone/);
  });

  it('a phone call carries the trimmed number', () => {
    expect(buildCallRequest({ type: 'phoneVapi', phoneNumber: '  +1 (123) 456-7890 ' })).toEqual({
      ok: true,
      request: {
        type: 'phoneVapi',
        payload: { roleDescription: DEFAULT_ROLE_DESCRIPTION, phoneNumber: '+1 (123) 456-7890' },
      },
    });
  });

  it.each(['123-456-7890', '+15551234567', '(555) 123 4567'])('accepts %s', (phoneNumber) => {
    expect(buildCallRequest({ type: 'phoneVapi', phoneNumber }).ok).toBe(true);
  });

  it('needs a phone number for phone calls', () => {
    expect(buildCallRequest({ type: 'phoneVapi', phoneNumber: '   ' })).toEqual({
      ok: false,
      error: CALL_REQUEST_MESSAGES.phoneNumber,
    });
  });

  it.each(['555-CALL-NOW', '1+555', '+', '555.123.4567'])('rejects the format of %s', (phoneNumber) => {
    const result = buildCallRequest({ type: 'phoneVapi', phoneNumber });
    expect(result).toEqual({ ok: false, error: 'Invalid phone number format. Please use format: +15551234567' });
  });

  it('an empty role falls back to the default; with no default it is refused', () => {
    const fallback = buildCallRequest({ type: 'web', phoneNumber: '', roleDescription: '  ' });
    expect(fallback.ok && fallback.request.payload.roleDescription).toBe(DEFAULT_ROLE_DESCRIPTION);
    expect(
      buildCallRequest({ type: 'web', phoneNumber: '', roleDescription: ' ', defaultRoleDescription: '' }),
    ).toEqual({
      ok: false,
      error: 'Please provide a role description',
    });
  });
});
