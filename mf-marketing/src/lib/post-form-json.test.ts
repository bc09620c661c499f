import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_FALLBACK, SERVER_ERROR_FALLBACK } from './form-submit-outcome';
import { postFormJson } from './post-form-json';

function answer(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () =>
    typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('postFormJson', () => {
  it('posts the payload as JSON and returns the id on 201', async () => {
    const fetcher = answer(201, { ok: true, id: 'abc' });
    await expect(postFormJson('https://api.test/forms/x', { a: 1 }, fetcher)).resolves.toEqual({ ok: true, id: 'abc' });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('https://api.test/forms/x');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ a: 1 });
  });

  it('returns the server error and field messages of a 422', async () => {
    const fetcher = answer(422, { error: 'Please check the form.', fields: { email: 'Invalid email format', x: 3 } });
    await expect(postFormJson('/f', {}, fetcher)).resolves.toEqual({
      ok: false,
      error: 'Please check the form.',
      fields: { email: 'Invalid email format' },
    });
  });

  it("shows the server's error field for any other failure", async () => {
    await expect(postFormJson('/f', {}, answer(429, { error: 'Too many requests' }))).resolves.toMatchObject({
      ok: false,
      error: 'Too many requests',
    });
  });

  it.each([
    ['a JSON body without error', { message: 'nope' }],
    ['an empty error', { error: '  ' }],
    ['a body that is not JSON', '<html>Bad gateway</html>'],
  ])('falls back to the spec text for %s', async (_case, body) => {
    await expect(postFormJson('/f', {}, answer(502, body))).resolves.toEqual({
      ok: false,
      error: SERVER_ERROR_FALLBACK,
      fields: {},
    });
    expect(SERVER_ERROR_FALLBACK).toBe('There was an error submitting the form.');
  });

  it('falls back to the second spec text when the request never reaches a server', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postFormJson('/f', {}, fetcher)).resolves.toEqual({
      ok: false,
      error: NETWORK_ERROR_FALLBACK,
      fields: {},
    });
    expect(NETWORK_ERROR_FALLBACK).toBe('Failed to submit form. Please try again or email us directly.');
  });
});
