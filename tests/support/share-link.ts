import { createHmac } from 'node:crypto';

/** The api's link secret in the e2e runs (playwright.config.ts), so a spec can sign a share link of its own. */
export const E2E_LINK_SIGNING_SECRET = 'e2e-link-signing-secret-0123456789abcdef';

const sign = (text: string, secret: string) => createHmac('sha256', secret).update(text).digest('base64url');

/**
 * A results share token as docs/experiment-memory.md describes it, written here independently of the api's code:
 * `<link id>.<expiry in epoch seconds>.<base64url HMAC-SHA256 of "purpose\nlink id\nexpiry">`.
 */
export function shareToken(linkId: string, expiresAtSeconds: number, secret = E2E_LINK_SIGNING_SECRET): string {
  const signed = `novavox experiment results share v2\n${linkId}\n${expiresAtSeconds}`;
  return `${linkId}.${expiresAtSeconds}.${sign(signed, secret)}`;
}

/** A token of the first format (experiment id, no recorded link), which the api now refuses as not valid. */
export function firstFormatShareToken(
  experimentId: string,
  expiresAtSeconds: number,
  secret = E2E_LINK_SIGNING_SECRET,
) {
  const signed = `novavox experiment results share v1\n${experimentId}\n${expiresAtSeconds}`;
  return `${experimentId}.${expiresAtSeconds}.${sign(signed, secret)}`;
}
