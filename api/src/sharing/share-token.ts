import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ExperimentId, isExperimentId } from '@novavox/contracts-experiments';

/**
 * A read-only results link (docs/experiment-memory.md, "Share links"): `<experiment>.<expiry>.<signature>`, the
 * expiry in epoch seconds and the signature an HMAC-SHA256 of both under the api's link secret, with a purpose of
 * its own so no other signed value (an e-mail link, a visitor id) can pass for one. Nothing is stored: a link is
 * short-lived (a week at most) instead of revocable; changing the link secret ends every link at once.
 */
const PURPOSE = 'novavox experiment results share v1';

function signature(secret: string, experimentId: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${experimentId}\n${expires}`).digest();
}

export function signShareToken(secret: string, experimentId: ExperimentId, expiresAtMs: number): string {
  const expires = Math.floor(expiresAtMs / 1000);
  return `${experimentId}.${expires}.${signature(secret, experimentId, expires).toString('base64url')}`;
}

export type ShareTokenCheck =
  | { ok: true; experimentId: ExperimentId; expiresAt: string }
  | { ok: false; reason: 'invalid' | 'expired' };

/** The experiment a token opens, if it was signed here, names a catalog experiment and has not expired. */
export function verifyShareToken(secret: string, token: string, nowMs: number): ShareTokenCheck {
  const match = /^([a-z0-9_]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, experimentId = '', expiresText = '', given = ''] = match;
  const expires = Number(expiresText);
  const expected = signature(secret, experimentId, expires);
  const sent = Buffer.from(given, 'base64url');
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected) || !isExperimentId(experimentId))
    return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, experimentId, expiresAt: new Date(expires * 1000).toISOString() };
}
