import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSignInLink } from './team-session-api';

const answer = (status: number, body: string) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));

afterEach(() => vi.restoreAllMocks());

describe('asking for a sign-in link', () => {
  it("shows the api's answer", async () => {
    answer(202, JSON.stringify({ ok: true, message: 'A link is on its way.' }));
    expect(await requestSignInLink('/team', 'ada@novavox.test')).toEqual({
      ok: true,
      message: 'A link is on its way.',
    });
  });

  it.each([
    ['no message', '{"ok":true}'],
    ['a message that is not text', '{"ok":true,"message":7}'],
    ['no JSON at all', 'Accepted'],
  ])('says what the api always says when its answer has %s', async (_what, body) => {
    answer(202, body);
    expect(await requestSignInLink('/team', 'ada@novavox.test')).toEqual({
      ok: true,
      message: 'If this address is on the team list, a sign-in link is on its way. It works once, for 15 minutes.',
    });
  });
});
