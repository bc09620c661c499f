// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { pageRequest } from './page-visitor';

vi.mock('@novavox/contracts-experiments/experiment-rules', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@novavox/contracts-experiments/experiment-rules')>()),
  // Changed for the browser's site cookies, the id the server issues must follow, or a visitor holds two.
  siteCookieAttributes: (secure: boolean) => ({ path: '/site', maxAge: 60, sameSite: 'lax', secure }),
}));

describe('the visitor id cookie the server issues', () => {
  it("has the site cookies' attributes the browser writes it with", () => {
    const req = { url: '/', headers: { 'x-forwarded-proto': 'https' } as IncomingMessage['headers'] };
    const request = pageRequest(req as IncomingMessage);
    expect(request.setCookie).toBe(`nvx_uid=${request.visitorId}; Max-Age=60; Path=/site; Secure; SameSite=Lax`);
  });
});
