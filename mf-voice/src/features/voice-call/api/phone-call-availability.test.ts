import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchPhoneCallAvailability } from './phone-call-availability';

const endpoint = 'http://api.test/create_phone_call';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('fetchPhoneCallAvailability', () => {
  it.each([
    [{ available: false }, false],
    [{ available: true }, true],
    [{ available: 'no' }, null],
    [[], null],
  ])('reads %j as %s', async (body, expected) => {
    server.use(http.get(endpoint, () => HttpResponse.json(body)));
    expect(await fetchPhoneCallAvailability(endpoint)).toBe(expected);
  });

  it('is unknown when the endpoint has no GET or cannot be reached', async () => {
    server.use(http.get(endpoint, () => new HttpResponse(null, { status: 405 })));
    expect(await fetchPhoneCallAvailability(endpoint)).toBeNull();
    server.use(http.get(endpoint, () => HttpResponse.error()));
    expect(await fetchPhoneCallAvailability(endpoint)).toBeNull();
  });

  it('is unknown when the endpoint does not answer within the bound', async () => {
    // An endpoint that answers only when the request is given up on: the bound is what ends the wait.
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    expect(await fetchPhoneCallAvailability(endpoint, hanging, 20)).toBeNull();
  });
});
