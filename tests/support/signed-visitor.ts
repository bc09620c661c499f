import { createHmac } from 'node:crypto';

/**
 * The visitor-id secret the end-to-end site's api runs with (playwright.config.ts), so a spec can seed visitors
 * that count, as POST /visitor-ids would sign them. Computed here with node:crypto, apart from the api's code: the
 * scheme is HMAC-SHA256 of `nvx_uid:<id>`, its first 16 bytes in base64url after a dot
 * (docs/analytics-and-experiments.md, "Visitor ids").
 */
export const E2E_VISITOR_ID_SECRET = 'e2e-visitor-id-secret-0123456789abcdef';

export function signedVisitor(id: string): string {
  const mac = createHmac('sha256', E2E_VISITOR_ID_SECRET).update(`nvx_uid:${id}`).digest().subarray(0, 16);
  return `${id}.${mac.toString('base64url')}`;
}
