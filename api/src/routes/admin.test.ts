import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { describe, expect, it } from 'vitest';
import { postJson, startTestServer, useTestServer } from '../testing/start-test-server';

const api = useTestServer();

describe('GET /admin/waitlist.csv', () => {
  it('exports every sign-up with its status and consent, under a header row', async () => {
    await postJson(`${api.url}/forms/waitlist`, {
      firstName: 'Ada',
      lastName: 'Lovelace, Countess',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      interest: 'My "dad"',
      receiveUpdates: false,
      source: 'newsletter',
      consentVersion: WAITLIST_CONSENT.version,
    });
    const response = await fetch(`${api.url}/admin/waitlist.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="waitlist.csv"');
    const [header, line, end] = (await response.text()).split('\r\n');
    expect(header).toBe(
      'id,email,first_name,last_name,name,phone,interest,receive_updates,source,status,consent_version,consent_at,confirmed_at,created_at,updated_at',
    );
    expect(line).toMatch(
      new RegExp(
        `^1,ada@example\\.com,Ada,"Lovelace, Countess","Ada Lovelace, Countess",'\\+44 20 7946 0958,"My ""dad""",0,newsletter,pending,${WAITLIST_CONSENT.version},\\d{4}-[^,]+,,\\d{4}-`,
      ),
    );
    expect(end).toBe('');
  });
});

describe('GET /admin/contact-messages', () => {
  const send = (i: number, message: string) =>
    postJson(`${api.url}/forms/contact`, {
      firstName: `Writer${'abcde'[i - 1]}`,
      lastName: 'Smith',
      email: `writer${i}@example.com`,
      phone: '+1 201 555 0123',
      message,
    });

  it('pages through the messages newest first, and exports them all as CSV', async () => {
    for (let i = 1; i <= 5; i++) {
      const message = i === 3 ? '=HYPERLINK("http://evil.example")\nand a second line' : `Message number ${i}, hello`;
      expect((await send(i, message)).status).toBe(201);
    }
    const page = async (query: string) => {
      const response = await fetch(`${api.url}/admin/contact-messages${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as { messages: { id: number; email: string }[]; nextBefore: number | null };
    };
    const first = await page('?limit=2');
    expect(first.messages.map((m) => m.email)).toEqual(['writer5@example.com', 'writer4@example.com']);
    const second = await page(`?limit=2&before=${first.nextBefore}`);
    expect(second.messages.map((m) => m.email)).toEqual(['writer3@example.com', 'writer2@example.com']);
    const third = await page(`?limit=2&before=${second.nextBefore}`);
    expect(third).toMatchObject({ messages: [{ email: 'writer1@example.com' }], nextBefore: null });
    const all = await page('');
    expect(all.messages).toHaveLength(5);
    expect(all.messages[0]).toEqual({
      id: 5,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      first_name: 'Writere',
      last_name: 'Smith',
      name: 'Writere Smith',
      email: 'writer5@example.com',
      phone: '+1 201 555 0123',
      message: 'Message number 5, hello',
    });

    const csv = await fetch(`${api.url}/admin/contact-messages.csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="contact-messages.csv"');
    const text = await csv.text();
    expect(text.startsWith('id,created_at,first_name,last_name,name,email,phone,message\r\n1,')).toBe(true);
    // The formula is defused and the line break kept inside one quoted cell.
    expect(text).toContain(
      `,writer3@example.com,'+1 201 555 0123,"'=HYPERLINK(""http://evil.example"")\nand a second line"\r\n`,
    );
    expect(text.split('\r\n')).toHaveLength(7);
  });

  it.each([
    ['?limit=0', 'limit must be a whole number, 1 to 200'],
    ['?limit=201', 'limit must be a whole number, 1 to 200'],
    ['?limit=ten', 'limit must be a whole number, 1 to 200'],
    ['?before=-1', 'before must be a whole number, at least 1'],
    ['?before=1e3', 'before must be a whole number, at least 1'],
  ])('%s: 400 naming the parameter and the rule', async (query, message) => {
    const response = await fetch(`${api.url}/admin/contact-messages${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  it('is behind the admin token, like the other exports', async () => {
    const guarded = await startTestServer({ env: { ADMIN_TOKEN: 'contact-admin-token-0123456789' } });
    try {
      for (const path of ['/admin/contact-messages', '/admin/contact-messages.csv']) {
        expect((await fetch(`${guarded.url}${path}`)).status).toBe(401);
        const allowed = await fetch(`${guarded.url}${path}`, {
          headers: { Authorization: 'Bearer contact-admin-token-0123456789' },
        });
        expect(allowed.status).toBe(200);
      }
    } finally {
      await guarded.close();
    }
  });
});
