import { createHmac } from 'node:crypto';

/** The api's link secret in the e2e runs (playwright.config.ts), so a spec can sign a share link of its own. */
export const E2E_LINK_SIGNING_SECRET = 'e2e-link-signing-secret-0123456789abcdef';

/**
 * A results share token as docs/experiment-memory.md describes it, written here independently of the api's code:
 * `<experiment>.<expiry in epoch seconds>.<base64url HMAC-SHA256 of "purpose\nexperiment\nexpiry">`.
 */
export function shareToken(experimentId: string, expiresAtSeconds: number, secret = E2E_LINK_SIGNING_SECRET): string {
  const signed = `novavox experiment results share v1\n${experimentId}\n${expiresAtSeconds}`;
  return `${experimentId}.${expiresAtSeconds}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}
