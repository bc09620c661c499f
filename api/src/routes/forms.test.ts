import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { sampleContact } from '@novavox/contracts-api/testing';
import { describe, expect, it } from 'vitest';
import { postJson, rowCount, startTestServer, useTestServer } from '../testing/start-test-server';

const consentVersion = WAITLIST_CONSENT.version;
const waitlist = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  source: 'general',
  name: 'Ada Lovelace',
  consentVersion,
};
const contact = sampleContact;
const siteOrigin = 'http://127.0.0.1:3000';

const api = useTestServer({ env: { FORM_RATE_LIMIT_PER_MINUTE: '1000' } });

/** POST `body` to `path`: a 422 names `fields` with the rule, and `table` keeps the rows it had. */
async function expectRefused(path: string, body: unknown, fields: unknown, table: Parameters<typeof rowCount>[1]) {
  const before = await rowCount(api.db, table);
  const response = await postJson(`${api.url}${path}`, body);
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({ error: expect.any(String), message: expect.any(String), fields });
  expect(await rowCount(api.db, table)).toBe(before);
}

/** POST `body` to /forms/contact, which takes it (201): the row it stored in `table`. */
async function storedContact(body: unknown, table: 'contact_messages' | 'contact_modal_messages') {
  const response = await postJson(`${api.url}/forms/contact`, body);
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return api.db.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

describe('POST /forms/waitlist', () => {
  it('stores a pending sign-up with its consent and answers 201 { ok: true }', async () => {
    const response = await postJson(`${api.url}/forms/waitlist`, { ...waitlist, email: 'first@example.com' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const row = await api.db.db
      .selectFrom('waitlist_signups')
      .selectAll()
      .where('email', '=', 'first@example.com')
      .executeTakeFirst();
    expect(row).toMatchObject({
      status: 'pending',
      receive_updates: 1,
      source: 'general',
      phone: null,
      consent_version: consentVersion,
      confirmed_at: null,
    });
    expect(Date.parse(row?.consent_at ?? '')).not.toBeNaN();
  });

  it('answers a second sign-up with the same e-mail, in any case, exactly like a new one and changes nothing', async () => {
    const first = await postJson(`${api.url}/forms/waitlist`, { ...waitlist, email: 'Twice@Example.com' });
    const before = await api.db.db
      .selectFrom('waitlist_signups')
      .selectAll()
      .where('email_key', '=', 'twice@example.com')
      .execute();
    const again = await postJson(`${api.url}/forms/waitlist`, {
      ...waitlist,
      email: 'twice@example.COM',
      lastName: 'Byron',
      phone: '+1 555 123 4567',
      receiveUpdates: false,
      interest: 'For my father',
    });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    const after = await api.db.db
      .selectFrom('waitlist_signups')
      .selectAll()
      .where('email_key', '=', 'twice@example.com')
      .execute();
    expect(after).toEqual(before);
    expect(after).toHaveLength(1);
  });

  it('keeps unicode names intact', async () => {
    const body = await (
      await postJson(`${api.url}/forms/waitlist`, {
        ...waitlist,
        firstName: 'Zoë',
        lastName: '李小龍 Ñúñez-Øster',
        email: 'unicode@example.com',
      })
    ).json();
    expect(body).toEqual({ ok: true });
    const row = await api.db.db
      .selectFrom('waitlist_signups')
      .select(['first_name', 'last_name'])
      .where('email', '=', 'unicode@example.com')
      .executeTakeFirst();
    expect(row).toEqual({ first_name: 'Zoë', last_name: '李小龍 Ñúñez-Øster' });
  });

  describe('rejects bad input, names the field and stores nothing', () => {
    const long = 'x'.repeat(10_000);
    /** `waitlist` with `value` in `field`, refused there with `message`. */
    const oneField = (label: string, field: string, value: unknown, message: string) =>
      [label, { ...waitlist, [field]: value }, { [field]: message }] as const;
    const HIDDEN = 'must not contain control, invisible or direction-changing characters';
    it.each<readonly [string, unknown, Record<string, unknown>]>([
      [
        'an empty object',
        { consentVersion },
        { firstName: 'First name is required', lastName: 'Last name is required', email: 'Email is required' },
      ],
      [
        'empty strings',
        { ...waitlist, firstName: '', lastName: ' ', email: '' },
        { firstName: 'First name is required', lastName: 'Last name is required', email: 'Email is required' },
      ],
      ['a missing e-mail', { firstName: 'Ada', lastName: 'L', consentVersion }, { email: 'Email is required' }],
      [
        'no consent version',
        { firstName: 'Ada', lastName: 'L', email: 'ada@example.com' },
        { consentVersion: `consentVersion must be one of ${consentVersion}` },
      ],
      oneField('a 10 000-character first name', 'firstName', long, 'First name must be at most 100 characters'),
      oneField('a 10 000-character interest', 'interest', long, 'Interest must be at most 200 characters'),
      oneField('a 10 000-character e-mail', 'email', `${long}@example.com`, 'Email must be at most 254 characters'),
      oneField('a script tag', 'firstName', '<script>alert(1)</script>', 'First name must not contain HTML'),
      oneField('HTML in the last name', 'lastName', '<b onmouseover=alert(1)>x</b>', 'Last name must not contain HTML'),
      oneField('a control character', 'firstName', 'Ada\u0000', `First name ${HIDDEN}`),
      oneField('a bidi override', 'lastName', 'evil\u202Etxt.exe', `Last name ${HIDDEN}`),
      oneField('a bad e-mail', 'email', 'ada@example', 'Invalid email format'),
      oneField('an e-mail with a space', 'email', 'ada lovelace@example.com', 'Invalid email format'),
      oneField('a bad phone', 'phone', 'call me maybe', 'Invalid phone format'),
      oneField('a short phone', 'phone', '12345', 'Invalid phone format'),
      oneField('a number as name', 'firstName', 12, 'First name must be text'),
      oneField('an object as e-mail', 'email', { $ne: '' }, 'Email must be text'),
      oneField('a string as receiveUpdates', 'receiveUpdates', 'false', 'Receive updates must be true or false'),
      ['an array body', [waitlist], { form: expect.any(String) }],
      ['null', null, { form: expect.any(String) }],
    ])('%s', (_label, body, fields) =>
      expectRefused('/forms/waitlist', JSON.stringify(body), fields, 'waitlist_signups'),
    );
  });
});

describe('POST /forms/contact', () => {
  it('stores a message', async () => {
    expect(await storedContact(contact, 'contact_messages')).toMatchObject({
      name: 'Grace Hopper',
      message: contact.message,
    });
  });

  it('stores a message that mentions markup as plain text', async () => {
    const message = 'Is a < b? My dad wrote <b>call me</b> in his notes.';
    expect((await storedContact({ ...contact, message }, 'contact_messages'))?.message).toBe(message);
  });

  it.each([
    [
      {},
      {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
        phone: 'Phone number is required',
        message: 'Message is required',
      },
    ],
    [{ ...contact, message: 'short' }, { message: 'Message should be at least 10 characters' }],
    [{ ...contact, message: 'y'.repeat(10_000) }, { message: 'Message must be at most 5000 characters' }],
    [{ ...contact, phone: '' }, { phone: 'Phone number is required' }],
    [{ ...contact, phone: '555-CALL-NOW' }, { phone: 'Invalid phone format' }],
    [{ ...contact, email: 'grace@' }, { email: 'Invalid email format' }],
    [{ ...contact, message: ['array'] }, { message: 'Message must be text' }],
  ])('rejects %j', (body, fields) => expectRefused('/forms/contact', body, fields, 'contact_messages'));
});

describe('POST /forms/contact from the Contact Us modal', () => {
  const modal = { name: 'Grace Hopper', email: 'grace@example.com', subject: 'Pricing', message: 'Family plan?' };

  it('stores the modal message with its subject, apart from the home form messages', async () => {
    const homeBefore = await rowCount(api.db, 'contact_messages');
    expect(await storedContact(modal, 'contact_modal_messages')).toMatchObject(modal);
    expect(await rowCount(api.db, 'contact_messages')).toBe(homeBefore);
  });

  it.each([
    [
      { subject: '' },
      {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    ],
    [{ ...modal, email: 'grace@' }, { email: 'Invalid email format' }],
    [{ ...modal, subject: 42 }, { subject: 'Subject must be text' }],
  ])('rejects %j naming the field', (body, fields) =>
    expectRefused('/forms/contact', body, fields, 'contact_modal_messages'),
  );
});

describe('request handling', () => {
  it('answers 400 to malformed JSON', async () => {
    const before = await rowCount(api.db, 'waitlist_signups');
    const response = await postJson(`${api.url}/forms/waitlist`, '{"firstName": "Ada",');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Request body must be valid JSON',
      message: 'Request body must be valid JSON',
    });
    expect(await rowCount(api.db, 'waitlist_signups')).toBe(before);
  });

  it('answers 413 to a 1 MB body, and to 16 KB + 1 sent without a length', async () => {
    const big = JSON.stringify({ ...waitlist, interest: 'x'.repeat(1024 * 1024) });
    const response = await postJson(`${api.url}/forms/waitlist`, big);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('Request body must be at most 16 KB');

    const justOver = JSON.stringify({ ...waitlist, interest: 'x'.repeat(16 * 1024) });
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(justOver));
        controller.close();
      },
    });
    const streamed = await fetch(`${api.url}/forms/waitlist`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'answers 415 to content type "%s"',
    async (type) => {
      const response = await fetch(`${api.url}/forms/waitlist`, {
        method: 'POST',
        headers: type ? { 'Content-Type': type } : {},
        body: new Blob([JSON.stringify(waitlist)]),
      });
      expect(response.status).toBe(415);
      expect((await response.json()).error).toBe('Content-Type must be application/json');
    },
  );

  it('accepts application/json with a charset', async () => {
    const response = await postJson(
      `${api.url}/forms/waitlist`,
      { ...waitlist, email: 'charset@example.com' },
      {
        'Content-Type': 'application/json; charset=utf-8',
      },
    );
    expect(response.status).toBe(201);
  });

  it('answers a preflight from the site and sends CORS headers on errors too', async () => {
    const preflight = await fetch(`${api.url}/forms/waitlist`, {
      method: 'OPTIONS',
      headers: {
        Origin: siteOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');

    const invalid = await postJson(`${api.url}/forms/waitlist`, {}, { Origin: siteOrigin });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });

  it('refuses other origins', async () => {
    const before = await rowCount(api.db, 'waitlist_signups');
    const response = await postJson(
      `${api.url}/forms/waitlist`,
      { ...waitlist, email: 'evil@example.com' },
      { Origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await rowCount(api.db, 'waitlist_signups')).toBe(before);
  });

  it('answers unknown routes with the common error body', async () => {
    const response = await fetch(`${api.url}/forms/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an address has used its share', async () => {
    const limited = await startTestServer({ env: { FORM_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await postJson(`${limited.url}/forms/waitlist`, { ...waitlist, email: `r${i}@example.com` })).status,
        );
      }
      expect(statuses).toEqual([201, 201, 201]);
      const refused = await postJson(`${limited.url}/forms/contact`, contact);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect((await refused.json()).error).toBe('Too many requests. Please try again later.');
      expect(await rowCount(limited.db, 'contact_messages')).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
