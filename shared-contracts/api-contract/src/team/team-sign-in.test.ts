import { describe, expect, it } from 'vitest';
import { parseTeamSignInRequest, roleAllows, teamDashboardUrl, teamMemberSchema } from './team-sign-in';

describe('roleAllows', () => {
  it.each([
    ['marketing', 'marketing', true],
    ['marketing', 'admin', false],
    ['admin', 'marketing', true],
    ['admin', 'admin', true],
  ] as const)('%s for what %s may do: %s', (role, needed, allowed) => {
    expect(roleAllows(role, needed)).toBe(allowed);
  });
});

describe('parseTeamSignInRequest', () => {
  it('takes an address, trimmed and with its domain in lower case', () => {
    expect(parseTeamSignInRequest({ email: '  Mia@NovaVox.AI ' })).toEqual({
      ok: true,
      value: { email: 'Mia@novavox.ai' },
    });
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{}, 'Email is required'],
    [{ email: 'mia@novavox' }, 'Invalid email format'],
    [{ email: 'mia\u200b@novavox.ai' }, 'Email must not contain control, invisible or direction-changing characters'],
  ])('%j → %s', (input, message) => {
    expect(parseTeamSignInRequest(input)).toEqual({ ok: false, fields: { email: message } });
  });
});

describe('teamMemberSchema', () => {
  it('accepts a signed-in person and the service token, and refuses an unknown role', () => {
    expect(
      teamMemberSchema.safeParse({ email: 'a@b.co', role: 'marketing', actor: 'a@b.co', canSignOut: true }).success,
    ).toBe(true);
    expect(
      teamMemberSchema.safeParse({ email: null, role: 'admin', actor: 'service token', canSignOut: false }).success,
    ).toBe(true);
    expect(teamMemberSchema.safeParse({ email: null, role: 'owner', actor: 'x', canSignOut: false }).success).toBe(
      false,
    );
  });
});

describe('teamDashboardUrl', () => {
  it("is the experiments dashboard's page on the site", () => {
    expect(teamDashboardUrl('https://www.novavox.test')).toBe('https://www.novavox.test/admin/tests');
  });
});
