import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_ROLE_DESCRIPTION } from '@novavox/contracts-api/forms';
import { samplePhoneCall } from '@novavox/contracts-api/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnApi } from '../testing/spawn-api';
import { postJson, rowCount, startTestServer, type TestServer } from '../testing/start-test-server';

const TOO_SHORT =
  'This phone number is too short. Please enter the whole number with its area code, for example (201) 555-0123.';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A stand-in for the voice platform on 127.0.0.1: each test sets how it answers `POST /call`. */
let answer: (response: ServerResponse) => void = () => undefined;
const received: Received[] = [];
let platform: Server;
let platformUrl: string;

beforeAll(async () => {
  platform = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(raw || '{}'),
      });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      platform.closeAllConnections();
      platform.close(() => resolve());
    }),
);

const json = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

const request = samplePhoneCall;

let api: TestServer;
async function startApi(env: Record<string, string> = {}) {
  api = await startTestServer({
    env: {
      VAPI_API_URL: platformUrl,
      VAPI_PRIVATE_KEY: 'private-key-123',
      VAPI_PHONE_NUMBER_ID: 'phone-number-id',
      VAPI_ASSISTANT_ID: 'assistant-id',
      VAPI_TIMEOUT_MS: '300',
      ...env,
    },
  });
}
/** The api, and a platform that queues every call it is asked to place. */
async function startQueuingApi(env: Record<string, string> = {}) {
  await startApi(env);
  answer = json(201, { id: 'call-x', status: 'queued' });
}
afterEach(async () => {
  received.length = 0;
  await api.close();
});

const call = (body: unknown = request, headers: Record<string, string> = { 'x-user-id': 'caregiver-1' }) =>
  postJson(`${api.url}/create_phone_call`, body, headers);

/**
 * Places two calls (`place(10)`, `place(11)`), then expects the third (`place(12)`) refused by an hourly limit:
 * 429, a Retry-After of most of an hour, and `message`.
 */
async function expectTwoPlacedThenRefused(place: (n: number) => Promise<Response>, message: string): Promise<void> {
  expect([(await place(10)).status, (await place(11)).status]).toEqual([201, 201]);
  const refused = await place(12);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  expect((await refused.json()).message).toBe(message);
}

describe('POST /create_phone_call', () => {
  it('places the call through POST /call and answers { callId, status }', async () => {
    await startApi();
    answer = json(201, { id: 'call-abc', status: 'queued', type: 'outboundPhoneCall' });
    const response = await call();
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ callId: 'call-abc', status: 'queued' });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/call',
        authorization: 'Bearer private-key-123',
        body: {
          assistantId: 'assistant-id',
          phoneNumberId: 'phone-number-id',
          customer: { number: '+12015550123' },
          assistantOverrides: {
            // The browser's role, prompt and title are ignored: the assistant gets the site's own role.
            variableValues: { roleDescription: DEFAULT_ROLE_DESCRIPTION },
            metadata: { userId: 'caregiver-1', interviewId: 'interview-9' },
          },
        },
      },
    ]);
    expect(
      await api.db.db.selectFrom('phone_calls').select(['status', 'platform_call_id', 'phone_number']).execute(),
    ).toEqual([{ status: 'queued', platform_call_id: 'call-abc', phone_number: '+12015550123' }]);
  });

  it('passes the platform reason on a 4xx, as { message }', async () => {
    await startApi();
    answer = json(400, {
      message: ['customer.number must be a valid phone number in the E.164 format'],
      error: 'Bad Request',
    });
    const response = await call();
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(
      'The call could not be placed: customer.number must be a valid phone number in the E.164 format',
    );
  });

  it('hides a credentials failure behind a generic message', async () => {
    await startApi();
    answer = json(401, {
      message: 'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.',
    });
    const response = await call();
    expect(response.status).toBe(502);
    const body = await response.json();
    expect(body.message).toBe('Phone calls are misconfigured on this server');
    expect(JSON.stringify(body)).not.toContain('private-key-123');
  });

  it('answers 504 when the platform does not answer in time, and gives up its request', async () => {
    await startApi();
    // The platform never answers: the api itself must end the wait (VAPI_TIMEOUT_MS, read in api-config).
    let abandoned = false;
    answer = (response) => {
      response.on('close', () => {
        abandoned = !response.writableEnded;
      });
    };
    const response = await call();
    expect(response.status).toBe(504);
    expect((await response.json()).message).toBe('The voice platform did not answer in time. Please try again.');
    await vi.waitFor(() => expect(abandoned, 'the api closed its request to the platform').toBe(true), {
      timeout: 10_000,
    });
  });

  it('answers 502 when the platform fails or cannot be reached', async () => {
    await startApi();
    answer = json(500, { message: 'internal' });
    expect((await (await call()).json()).message).toBe('Failed to create phone call');
    await api.close();
    await startApi({ VAPI_API_URL: 'http://127.0.0.1:9' });
    const unreachable = await call();
    expect(unreachable.status).toBe(502);
    expect((await unreachable.json()).message).toBe('The voice platform could not be reached. Please try again later.');
  });

  it('answers 503 with a visitor-worded reason when phone calls are not configured', async () => {
    api = await startTestServer();
    const response = await call();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      message: 'Test phone calls are not available on this site yet. The web call works right here in your browser.',
    });
    expect(received).toEqual([]);
  });

  it('GET says whether calls can be placed, before any number is typed', async () => {
    api = await startTestServer();
    const without = await fetch(`${api.url}/create_phone_call`);
    expect(without.status).toBe(200);
    expect(await without.json()).toEqual({ available: false });
    await api.close();
    await startApi();
    expect(await (await fetch(`${api.url}/create_phone_call`)).json()).toEqual({ available: true });
    expect(received).toEqual([]);
  });

  it.each([
    ['no phone number', { ...request, phoneNumber: '' }, 'Please provide a phone number'],
    [
      'letters in the number',
      { ...request, phoneNumber: '+1 555 CALL NOW' },
      'Invalid phone number format. Please use format: +15551234567',
    ],
    ['a number too short to be whole', { ...request, phoneNumber: '123' }, TOO_SHORT],
    ['a 10 000-character prompt', { ...request, prompt: 'p'.repeat(10_000) }, 'prompt must be at most 4000 characters'],
  ])('rejects %s with { message } and calls nobody', async (_label, body, message) => {
    await startApi();
    const response = await call(body);
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(message);
    expect(received).toEqual([]);
    expect(await rowCount(api.db, 'phone_calls')).toBe(0);
  });

  it('requires x-user-id and a matching userId', async () => {
    await startApi();
    expect((await call(request, {})).status).toBe(401);
    expect((await call(request, { 'x-user-id': 'someone-else' })).status).toBe(403);
    expect(received).toEqual([]);
  });

  it("takes the site's signed visitor id as the user id, as the call dialog sends it", async () => {
    await startQueuingApi();
    const visitor = '0192f3a0-0000-7000-8000-000000000001.abcdefghijklmnopqrstuv';
    const placed = await call({ ...request, userId: visitor, visitorId: visitor }, { 'x-user-id': visitor });
    expect(placed.status).toBe(201);
    expect(received).toHaveLength(1);
  });

  it('limits calls per number, per address and per user (toll fraud)', async () => {
    await startQueuingApi({
      PHONE_CALLS_PER_NUMBER_PER_HOUR: '2',
      PHONE_CALLS_PER_ADDRESS_PER_HOUR: '4',
      PHONE_CALLS_PER_USER_PER_HOUR: '100',
    });
    await expectTwoPlacedThenRefused(() => call(), 'Too many calls to this number. Please try again later.');

    const other = (n: number) => ({ ...request, userId: undefined, phoneNumber: `+1 201 555 01${n}` });
    await expectTwoPlacedThenRefused(
      (n) => call(other(n), { 'x-user-id': `u${n}` }),
      'Too many calls to your address. Please try again later.',
    );
    expect(received).toHaveLength(4);
  });
});

describe('where calls may go', () => {
  const US_AND_CANADA = 'Phone calls can only be placed to mobile or landline numbers in the United States or Canada.';
  const SPECIAL_RATE =
    'Phone calls cannot be placed to premium-rate, shared-cost, toll-free or other special-rate numbers. Please enter a mobile or landline number.';

  it.each([
    ['a US premium-rate 900 number', '+1 900 555 0123', SPECIAL_RATE],
    ['a 976 exchange', '+1 201 976 5432', SPECIAL_RATE],
    ['a US toll-free number', '+1 800 555 0123', SPECIAL_RATE],
    ['a North American personal (500) number', '+1 500 555 0123', SPECIAL_RATE],
    ['Jamaica, inside +1', '+1 876 555 1234', US_AND_CANADA],
    ['the Dominican Republic, inside +1', '+1 809 555 1234', US_AND_CANADA],
    ['the United Kingdom', '+44 7911 123456', US_AND_CANADA],
    ['an unassigned area code', '+1 555 123 4567', '555 is not a valid area code. Please check the number.'],
    ["the hint's own example", '+1 (123) 456-7890', '123 is not a valid area code. Please check the number.'],
    [
      'a national number with a bad area code',
      '123-456-7890',
      '123 is not a valid area code. Please check the number.',
    ],
    [
      'an exchange that cannot start with 0',
      '+1 (201) 055-1234',
      'This is not a valid phone number in the United States. Please check it.',
    ],
    [
      'a number with extra digits',
      '+1 (415) 555-2671 123',
      'This phone number is too long. Please check it for extra digits.',
    ],
    [
      'a country code nobody has',
      '+999 1234567',
      'This phone number does not start with a country code we know. Please check the digits after the +.',
    ],
    ['an Iridium satellite number', '+881 6 1234 5678', US_AND_CANADA],
    ['an international networks (+882) number', '+882 1234 5678 90', US_AND_CANADA],
    ['an international premium-rate (+979) number', '+979 1234 5678 9', SPECIAL_RATE],
  ])('refuses %s with a message naming the rule, and calls nobody', async (_label, phoneNumber, message) => {
    await startQueuingApi();
    const response = await call({ ...request, phoneNumber });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message, fields: { phoneNumber: message } });
    expect(received).toEqual([]);
    expect(await rowCount(api.db, 'phone_calls')).toBe(0);
  });

  it.each([
    ['123-456-7890 style', '(415) 555-2673', '+14155552673'],
    ['digits only', '4155552675', '+14155552675'],
    ['with the trunk 1', '1 415 555 2671', '+14155552671'],
    ['a Canadian number typed nationally', '416-555-0123', '+14165550123'],
  ])('calls a number typed the national way (%s)', async (_label, phoneNumber, dialled) => {
    await startQueuingApi();
    expect((await call({ ...request, phoneNumber })).status).toBe(201);
    expect(received.map((r) => (r.body.customer as { number: string }).number)).toEqual([dialled]);
  });

  it('calls a Canadian mobile, and other countries only when PHONE_CALL_COUNTRIES lists them', async () => {
    await startQueuingApi({ PHONE_CALL_COUNTRIES: 'gb' });
    expect((await call({ ...request, phoneNumber: '+44 20 7946 0958' })).status).toBe(201);
    const refused = await call({ ...request, phoneNumber: '+1 416 555 0123' });
    expect((await refused.json()).message).toBe(
      'Phone calls can only be placed to mobile or landline numbers in the United Kingdom.',
    );
    await api.close();
    await startApi();
    expect((await call({ ...request, phoneNumber: '+1 416 555 0123' })).status).toBe(201);
    expect(received.map((r) => (r.body.customer as { number: string }).number)).toEqual([
      '+442079460958',
      '+14165550123',
    ]);
  });
});

describe('the site-wide hourly cap (PHONE_CALLS_PER_HOUR)', () => {
  it('refuses every call past the cap, whoever asks, naming the rule', async () => {
    await startQueuingApi({
      PHONE_CALLS_PER_HOUR: '2',
      PHONE_CALLS_PER_ADDRESS_PER_HOUR: '100',
      PHONE_CALLS_PER_USER_PER_HOUR: '100',
    });
    await expectTwoPlacedThenRefused(
      (n) => call({ phoneNumber: `+1 201 555 01${n}` }, { 'x-user-id': `caller-${n}` }),
      'We have placed as many test calls as we can this hour. Please try again later.',
    );
    expect(received).toHaveLength(2);
  });
});

describe('concurrent calls cannot outrun the limits', () => {
  const CONCURRENT = 40;
  const noOtherLimit = { PHONE_CALLS_PER_ADDRESS_PER_HOUR: '1000', PHONE_CALLS_PER_USER_PER_HOUR: '1000' };

  async function burst(urls: string[], body: (i: number) => Record<string, unknown>): Promise<number[]> {
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        postJson(`${urls[i % urls.length]}/create_phone_call`, body(i), { 'x-user-id': `caller-${i}` }),
      ),
    );
    return responses.map((response) => response.status);
  }

  it(`${CONCURRENT} calls to one number at once reach the platform 3 times (one process)`, async () => {
    // A platform that answers slowly on a loaded machine must not turn a placed call into a 504 here.
    await startQueuingApi({ ...noOtherLimit, VAPI_TIMEOUT_MS: '10000' });
    const statuses = await burst([api.url], () => ({ phoneNumber: '+1 201 555 0123' }));
    expect(received).toHaveLength(3);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(CONCURRENT - 3);
  });

  it(`${CONCURRENT} calls through two api processes: 3 to one number, and the site-wide cap over many numbers`, async () => {
    await startQueuingApi();
    const env = {
      ...api.databaseEnv,
      VAPI_API_URL: platformUrl,
      VAPI_PRIVATE_KEY: 'private-key-123',
      VAPI_PHONE_NUMBER_ID: 'phone-number-id',
      VAPI_ASSISTANT_ID: 'assistant-id',
      PHONE_CALLS_PER_HOUR: '5',
      ...noOtherLimit,
    };
    const processes = await Promise.all([0, 1].map(() => spawnApi(env)));
    try {
      const urls = processes.map((process) => process.url);
      const oneNumber = await burst(urls, () => ({ phoneNumber: '+1 201 555 0123' }));
      expect(received).toHaveLength(3);
      expect(oneNumber.filter((status) => status === 201)).toHaveLength(3);

      // Two more fit under the cap of 5 an hour, whatever the numbers.
      const manyNumbers = await burst(urls, (i) => ({ phoneNumber: `+1 201 555 ${String(1000 + i)}` }));
      expect(received).toHaveLength(5);
      expect(manyNumbers.filter((status) => status === 201)).toHaveLength(2);
      expect(await rowCount(api.db, 'phone_calls')).toBe(5);
    } finally {
      await Promise.all(processes.map((process) => process.stop()));
    }
  }, 120_000);
});
