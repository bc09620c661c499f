import { createHmac, timingSafeEqual } from 'node:crypto';
import { visitorHashKey } from '@novavox/contracts-experiments/experiment-rules';
import { appSecret } from '../db/app-secret';
import type { AppKysely } from '../db/database-schema';

/**
 * VISITOR_ID_SECRET when set; otherwise a secret generated on first start and kept in the database (like the
 * link-signing secret), so every api process on the database signs and verifies alike and ids survive restarts.
 * Only the api signs and verifies, so nothing else needs it (docs/analytics-and-experiments.md, "Visitor ids").
 */
export function visitorIdSecret(db: AppKysely, configured: string | null): Promise<string> {
  return appSecret(db, 'visitor_id_signing', configured);
}

/** 128 bits of HMAC-SHA256: 22 base64url characters, so a signed id stays within the 64 characters events allow. */
function signatureOf(secret: string, base: string): string {
  return createHmac('sha256', secret).update(`nvx_uid:${base}`).digest().subarray(0, 16).toString('base64url');
}

/** `<base>.<signature>`; the base (a UUID from the site, any short token in tests) is what assignment hashes. */
export function signVisitorId(secret: string, base: string): string {
  return `${base}.${signatureOf(secret, base)}`;
}

export type VisitorIdCheck = 'signed' | 'unsigned' | 'bad_signature';

/** Whether the api signed this id: `unsigned` has no signature at all, `bad_signature` one that is not ours. */
export function checkVisitorId(secret: string, visitorId: string): VisitorIdCheck {
  const base = visitorHashKey(visitorId);
  if (base === visitorId) return 'unsigned';
  const given = Buffer.from(visitorId.slice(base.length + 1));
  const expected = Buffer.from(signatureOf(secret, base));
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'signed' : 'bad_signature';
}
