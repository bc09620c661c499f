import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { readOptionalJsonBody } from './read-json-body';

/** Echoes the body as read, or the refusal's status and message. */
const app = new Hono()
  .post('/', async (c) => c.json({ body: await readOptionalJsonBody(c) }))
  .onError((error, c) =>
    error instanceof ApiError ? c.json({ refused: error.message }, error.status) : c.text('unexpected', 500),
  );

async function send(body: string, type?: string): Promise<[number, unknown]> {
  const response = await app.request('/', { method: 'POST', body, headers: type ? { 'Content-Type': type } : {} });
  return [response.status, await response.json()];
}

describe('an optional JSON body', () => {
  it('reads an empty or blank body as {}, with or without a content type', async () => {
    expect(await send('')).toEqual([200, { body: {} }]);
    expect(await send(' \n', 'application/json')).toEqual([200, { body: {} }]);
  });

  it('reads a given body as a required one is read', async () => {
    expect(await send('{"reason":"done"}', 'application/json')).toEqual([200, { body: { reason: 'done' } }]);
    expect(await send('{"reason":', 'application/json')).toEqual([400, { refused: 'Request body must be valid JSON' }]);
    expect(await send('{"reason":"done"}', 'text/plain')).toEqual([
      415,
      { refused: 'Content-Type must be application/json' },
    ]);
  });
});
