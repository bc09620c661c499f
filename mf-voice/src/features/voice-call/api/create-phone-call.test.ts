import { phoneCallRequestSchema } from '@novavox/contracts-api/forms';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPhoneCall, PhoneCallError, type PhoneCallRequest } from './create-phone-call';

const ENDPOINT = 'http://api.test/create_phone_call';
const request: PhoneCallRequest = {
  userId: 'visitor-1',
  interviewId: 'interview-1',
  phoneNumber: '+15551234567',
  roleDescription: 'A grandmother',
  prompt: 'Be kind',
  interviewTitle: 'Wellness Check-In Call',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createPhoneCall', () => {
  it('POSTs the request as JSON with the x-user-id header and returns the call', async () => {
    let seen: { headers: Headers; body: unknown } | null = null;
    server.use(
      http.post(ENDPOINT, async ({ request: incoming }) => {
        seen = { headers: incoming.headers, body: await incoming.json() };
        return HttpResponse.json({ callId: 'call-9', status: 'queued' }, { status: 201 });
      }),
    );
    await expect(createPhoneCall(ENDPOINT, request)).resolves.toEqual({ callId: 'call-9', status: 'queued' });
    expect(seen).not.toBeNull();
    const { headers, body } = seen as unknown as { headers: Headers; body: unknown };
    expect(headers.get('x-user-id')).toBe('visitor-1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(body).toEqual(request);
  });

  it('sends the visitor id when there is one, and leaves the field out when storage gave none', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(ENDPOINT, async ({ request: incoming }) => {
        bodies.push(await incoming.json());
        return HttpResponse.json({ callId: 'call-9', status: 'queued' }, { status: 201 });
      }),
    );
    await createPhoneCall(ENDPOINT, { ...request, visitorId: 'nvx-visitor-1' });
    await createPhoneCall(ENDPOINT, { ...request, visitorId: null });
    expect(bodies).toEqual([{ ...request, visitorId: 'nvx-visitor-1' }, request]);
    expect(bodies[1]).not.toHaveProperty('visitorId');
    // What the api reads: the same schema accepts both bodies and keeps the visitor id.
    expect(phoneCallRequestSchema.parse(bodies[0]).visitorId).toBe('nvx-visitor-1');
    expect(phoneCallRequestSchema.parse(bodies[1]).visitorId).toBeUndefined();
  });

  it('a failure carries the response’s message', async () => {
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json({ message: 'Phone calls are not configured on this server' }, { status: 503 }),
      ),
    );
    const failure = await createPhoneCall(ENDPOINT, request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PhoneCallError);
    expect(failure).toMatchObject({ serverMessage: 'Phone calls are not configured on this server' });
  });

  it.each([
    ['a failure without a message', () => new HttpResponse('oops', { status: 500 })],
    ['a success without a call id', () => HttpResponse.json({ status: 'queued' })],
    ['a network error', () => HttpResponse.error()],
  ])('%s has no server message', async (_name, respond) => {
    server.use(http.post(ENDPOINT, respond));
    const failure = await createPhoneCall(ENDPOINT, request).catch((error: unknown) => error);
    expect(failure).toMatchObject({ serverMessage: null, message: 'Failed to create phone call' });
  });
});
