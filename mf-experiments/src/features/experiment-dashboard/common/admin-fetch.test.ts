import type { ParseResult } from '@novavox/contracts-experiments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCall, adminCallParsed, adminFetch } from './admin-fetch';
import { ApiRefusal } from './api-refusal';

const schema = {
  safeParse: (value: unknown) =>
    typeof value === 'object' && value !== null && 'ok' in value
      ? ({ success: true, data: value as { ok: boolean } } as const)
      : ({ success: false } as const),
};

function stubFetch(response: Response) {
  const spy = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => vi.unstubAllGlobals());

describe('adminFetch', () => {
  it('asks for JSON with the sign-in cookie past every cache, and says JSON only when it sends a body', async () => {
    const spy = stubFetch(new Response('{}'));
    await adminFetch('http://127.0.0.1/admin/experiments/a/history');
    expect(spy.mock.calls[0]?.[1]).toEqual({
      headers: { Accept: 'application/json' },
      credentials: 'include',
      cache: 'no-store',
    });
    await adminFetch('http://127.0.0.1/admin/experiments/a/stop', { method: 'POST', body: '{}' });
    expect(spy.mock.calls[1]?.[1]).toEqual({
      method: 'POST',
      body: '{}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'include',
      cache: 'no-store',
    });
  });
});

describe('adminCall', () => {
  const refuse = async (response: Response) => new Error(`refused ${response.status}`);

  it('answers what the schema accepts', async () => {
    stubFetch(new Response('{"ok":true}'));
    await expect(adminCall('http://127.0.0.1/admin/copy/slots', schema, {}, refuse)).resolves.toEqual({ ok: true });
  });

  it('throws the refusal as worded by the caller', async () => {
    stubFetch(new Response('{}', { status: 409 }));
    await expect(adminCall('http://127.0.0.1/admin/copy/slots', schema, {}, refuse)).rejects.toThrow('refused 409');
  });

  it('names the path of an answer the schema refuses', async () => {
    stubFetch(new Response('[]'));
    await expect(adminCall('http://127.0.0.1/admin/copy/slots?x=1', schema, {}, refuse)).rejects.toThrow(
      'Unexpected answer from /admin/copy/slots',
    );
  });
});

describe('adminCallParsed', () => {
  const parse = (value: unknown): ParseResult<unknown[]> =>
    Array.isArray(value) ? { ok: true, value } : { ok: false, problems: ['not a list', 'no rows'] };

  it('answers what the parser accepts', async () => {
    stubFetch(new Response('[1,2]'));
    await expect(adminCallParsed('http://127.0.0.1/admin/experiments/a/alerts', parse, 'alerts')).resolves.toEqual([
      1, 2,
    ]);
  });

  it("throws the api's refusal with the message of each field it named", async () => {
    stubFetch(new Response('{"message":"Not yours","fields":{"end.at":"must be in the future"}}', { status: 403 }));
    const refusal = await adminCallParsed('http://127.0.0.1/team/me/alerts', parse, 'alert settings').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiRefusal);
    expect(refusal).toMatchObject({ message: 'Not yours', status: 403, fields: { 'end.at': 'must be in the future' } });
  });

  it('names the answer and every problem the parser found', async () => {
    stubFetch(new Response('{}'));
    await expect(adminCallParsed('http://127.0.0.1/admin/experiments/a/history', parse, 'history')).rejects.toThrow(
      'Unexpected history: not a list; no rows',
    );
  });
});
