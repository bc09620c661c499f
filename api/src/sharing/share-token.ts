import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A read-only results link (docs/experiment-memory.md, "Share links"): `<link id>.<expiry>.<signature>`, the link id
 * random (the row of `experiment_share_links` that says which experiment, who made it and whether it was
 * withdrawn), the expiry in epoch seconds and the signature an HMAC-SHA256 of both under the api's link secret, with
 * a purpose of its own so no other signed value (an e-mail link, a visitor id, a link of the first format, which
 * named the experiment and was stored nowhere) can pass for one.
 */
const PURPOSE = 'novavox experiment results share v2';

/** 12 random bytes, 16 characters of base64url: never guessed, and short enough for a link. */
export function newShareLinkId(): string {
  return randomBytes(12).toString('base64url');
}

function signature(secret: string, linkId: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${linkId}\n${expires}`).digest();
}

export function signShareToken(secret: string, linkId: string, expiresAtMs: number): string {
  const expires = Math.floor(expiresAtMs / 1000);
  return `${linkId}.${expires}.${signature(secret, linkId, expires).toString('base64url')}`;
}

/**
 * The link id and expiry a token carries, if this api signed it; whether that link was withdrawn is the store's to
 * say (its recorded expiry is the same second).
 */
export function readShareToken(secret: string, token: string): { linkId: string; expiresAtMs: number } | null {
  const match = /^([A-Za-z0-9_-]{16})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, linkId = '', expiresText = '', given = ''] = match;
  const expires = Number(expiresText);
  const expected = signature(secret, linkId, expires);
  const sent = Buffer.from(given, 'base64url');
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
  return { linkId, expiresAtMs: expires * 1000 };
}
