import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { expect } from 'vitest';
import { postJson } from './start-test-server';

export interface SignUpOptions {
  /** Sent with the outbox read: they must let the admin in when the team is configured. */
  headers?: Record<string, string>;
  /** The address signed up; a long visitor id makes a long default one. */
  email?: string;
}

/**
 * Signs `visitor` up on the test api at `apiUrl` and confirms through the e-mailed link (read from the outbox):
 * the conversion the verdict counts, for the experiments the visitor was exposed to.
 */
export async function signUpAndConfirm(
  apiUrl: string,
  visitor: string,
  { headers = {}, email = `${visitor}@example.com` }: SignUpOptions = {},
) {
  const signedUp = await postJson(`${apiUrl}/forms/waitlist`, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    consentVersion: WAITLIST_CONSENT.version,
    visitorId: visitor,
  });
  expect(signedUp.status).toBe(201);
  const outbox = (await (await fetch(`${apiUrl}/admin/outbox`, { headers })).json()) as {
    messages: { to: string }[];
  };
  const text = JSON.stringify(outbox.messages.find((message) => message.to === email) ?? {});
  const token = /\/waitlist\/confirm\?token=([^\s"\\&]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link for ${email}`);
  const confirmed = await fetch(`${apiUrl}/waitlist/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: decodeURIComponent(token) }).toString(),
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(303);
}
