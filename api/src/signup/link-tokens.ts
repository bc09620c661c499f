import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What an e-mailed link may do. */
export type LinkPurpose = 'confirm' | 'delete' | 'change';

export interface LinkClaims {
  purpose: LinkPurpose;
  /** The sign-up (confirm, delete) or the pending change (change) it acts on. */
  id: number;
  /** Must still match the row's nonce: that is what makes a link single-use. */
  nonce: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** `<claims>.<HMAC-SHA256 of the claims>`, both base64url: short enough for a link, unforgeable without the secret. */
export function signLink(claims: LinkClaims, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ p: claims.purpose, i: claims.id, n: claims.nonce, e: claims.expiresAt }),
  ).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

export function verifyLink(token: string, purpose: LinkPurpose, secret: string, nowMs: number): LinkCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { p, i, n, e } = (parsed ?? {}) as Record<string, unknown>;
  if (p !== purpose || !Number.isSafeInteger(i) || typeof n !== 'string' || typeof e !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (e * 1000 < nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { purpose, id: i as number, nonce: n, expiresAt: e } };
}

function mac(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
