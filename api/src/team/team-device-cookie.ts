import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '@novavox/contracts-experiments/time-units';

/** Set when a member signs in; sent back with their later requests for a link from the same browser. */
export const TEAM_DEVICE_COOKIE = 'nvx_team_device';
export const TEAM_DEVICE_DAYS = 180;

/**
 * A "device cookie" (OWASP's answer to lock-out by strangers): proof that this browser once signed in as an
 * address. Requests for a link that carry it are counted on their own, so strangers who spend an address's shared
 * budget never keep its member out. It opens nothing by itself: it only sorts requests for a mailed link.
 * Value: base64url(email) "." issued-at seconds "." HMAC-SHA256 of both, keyed from the api's secret.
 */
export function teamDeviceCookies(secret: string) {
  const key = createHmac('sha256', secret).update('team-device-cookie v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(email: string, now: number): string {
      const payload = `${Buffer.from(email).toString('base64url')}.${Math.floor(now / 1000)}`;
      return `${payload}.${mac(payload)}`;
    },
    /** The cookie's signature (its identity, for counting) when it is valid for `email` and not too old; else null. */
    verify(value: string | undefined, email: string, now: number): string | null {
      const parts = value?.split('.') ?? [];
      if (parts.length !== 3) return null;
      const [encodedEmail = '', issuedAt = '', signature = ''] = parts;
      const expected = Buffer.from(mac(`${encodedEmail}.${issuedAt}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Buffer.from(encodedEmail, 'base64url').toString() !== email) return null;
      const age = now - Number(issuedAt) * 1000;
      return age >= 0 && age < TEAM_DEVICE_DAYS * DAY_MS ? signature : null;
    },
  };
}
