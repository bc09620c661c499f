import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertSettings } from './watch-api';

afterEach(() => vi.unstubAllGlobals());

describe('alertSettings', () => {
  it("reads and changes the member's choice with the team's sign-in cookie, past every cache", async () => {
    const spy = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{"experimentAlerts":false}'));
    vi.stubGlobal('fetch', spy);

    await expect(alertSettings('http://127.0.0.1/team')).resolves.toEqual({ experimentAlerts: false });
    await alertSettings('http://127.0.0.1/team', { experimentAlerts: false });

    expect(spy.mock.calls.map(([url]) => url)).toEqual([
      'http://127.0.0.1/team/me/alerts',
      'http://127.0.0.1/team/me/alerts',
    ]);
    expect(spy.mock.calls[0]?.[1]).toEqual({
      method: 'GET',
      signal: undefined,
      headers: { Accept: 'application/json' },
      credentials: 'include',
      cache: 'no-store',
    });
    expect(spy.mock.calls[1]?.[1]).toEqual({
      method: 'POST',
      body: '{"experimentAlerts":false}',
      signal: undefined,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'include',
      cache: 'no-store',
    });
  });
});
