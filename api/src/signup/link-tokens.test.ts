import { describe, expect, it } from 'vitest';
import { signLink, verifyLink } from './link-tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = Date.parse('2026-11-23T12:00:00Z');
const claims = { purpose: 'confirm' as const, id: 7, nonce: 'n0nce', expiresAt: NOW / 1000 + 60 };

describe('signed links', () => {
  it('verify with the same secret and purpose before they expire', () => {
    expect(verifyLink(signLink(claims, SECRET), 'confirm', SECRET, NOW)).toEqual({ ok: true, claims });
  });

  it('refuse another purpose, another secret, a changed payload or signature, and garbage', () => {
    const token = signLink(claims, SECRET);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ p: 'confirm', i: 8, n: 'n0nce', e: claims.expiresAt })).toString(
      'base64url',
    );
    for (const [candidate, purpose, secret] of [
      [token, 'delete', SECRET],
      [token, 'confirm', `${SECRET}x`],
      [`${forged}.${signature}`, 'confirm', SECRET],
      [`${payload}.${signature.slice(0, -2)}AA`, 'confirm', SECRET],
      [`${token}.more`, 'confirm', SECRET],
      ['', 'confirm', SECRET],
      ['not-a-token', 'confirm', SECRET],
    ] as const) {
      expect(verifyLink(candidate, purpose, secret, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('say when a genuine link has expired', () => {
    expect(verifyLink(signLink(claims, SECRET), 'confirm', SECRET, NOW + 61_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
