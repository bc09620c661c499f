import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../mail/outbox-store';
import { sealedTeamSignInEmail } from '../team/sign-in-mail';
import { createTeamSessionStore } from '../team/team-session-store';
import { postJson, startTestServer, type TestServer, useTestServer } from '../testing/start-test-server';

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
    expect(response.headers.get('cache-control')).toBe('no-store');
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
    // Personal data, like the waitlist export: no cache keeps it.
    expect(csv.headers.get('cache-control')).toBe('no-store');
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

describe('the outbox and contact messages as pages for a browser', () => {
  const ADMIN = 'ada.admin@novavox.ai';
  const MARKETER = 'mia.marketing@novavox.ai';
  const BROWSER = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  const ATTACK = '<script>alert("x")</script> & <b>bold</b>';
  let guarded: TestServer;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    guarded = await startTestServer({
      env: { TEAM_ADMIN_EMAILS: ADMIN, TEAM_MARKETING_EMAILS: MARKETER, ADMIN_TOKEN: 'inbox-pages-token-0123456789' },
    });
    const sessions = createTeamSessionStore(guarded.db.db);
    for (const email of [ADMIN, MARKETER]) {
      cookies[email] = `nvx_team_session=${await sessions.createSession(email, new Date(), 3_600_000)}`;
    }
    const at = new Date('2026-11-28T14:01:30Z');
    await enqueueMail(guarded.db.db, sealedTeamSignInEmail(ADMIN), at, 10, 'team-sign-in');
    await enqueueMail(guarded.db.db, { to: 'v@example.com', subject: ATTACK, text: ATTACK, html: '' }, at, 10);
    for (const [i, message] of ['First hello', ATTACK].entries()) {
      const sent = await postJson(`${guarded.url}/forms/contact`, {
        firstName: `Writer${'ab'[i]}`,
        lastName: 'Smith',
        email: `writer${i}@example.com`,
        phone: '+1 201 555 0123',
        message,
      });
      expect(sent.status).toBe(201);
    }
  });
  afterAll(() => guarded.close());

  const open = (path: string, who: string | null, accept: Record<string, string> = BROWSER) =>
    fetch(`${guarded.url}${path}`, { headers: { ...accept, ...(who ? { Cookie: cookies[who] ?? '' } : {}) } });

  /** The page's text, after checking it is a page under the strict policy with nothing a visitor wrote as markup. */
  async function page(response: Response): Promise<string> {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toContain('Accept');
    const html = await response.text();
    expect(html).not.toMatch(/<script|<b>/i);
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#60;b&#62;bold&#60;/b&#62;');
    return html;
  }

  it('shows the outbox as a table, newest first, with the sign-in link still sealed', async () => {
    const html = await page(await open('/admin/outbox', ADMIN));
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html.match(/<th role="columnheader" scope="col">[^<]+/g)?.map((th) => th.split('>')[1])).toEqual([
      'When',
      'To',
      'Kind',
      'Subject',
      'Status',
    ]);
    expect(html).toContain('<time datetime="2026-11-28T14:01:30.000Z">28 Nov 2026, 14:01 UTC</time>');
    expect(html.indexOf('v@example.com')).toBeLessThan(html.indexOf(ADMIN));
    expect(html).toContain('data-label="Kind">team-sign-in</td>');
    expect(html).toContain('[sign-in link: made when this e-mail is sent, never stored]');
    expect(html).not.toContain('/team/sign-in/confirm?token=');
    expect(html).toContain('data-label="Status">Waiting</td>');
  });

  it('shows the contact messages a page at a time, with a link to the older ones', async () => {
    const first = await page(await open('/admin/contact-messages?limit=1', ADMIN));
    expect(first).toContain('<h1>Contact messages</h1>');
    expect(first).toContain('Writerb Smith');
    expect(first).not.toContain('First hello');
    const older = /href="(contact-messages\?limit=1&amp;before=\d+)"/.exec(first)?.[1];
    expect(older).toBe('contact-messages?limit=1&amp;before=2');
    const second = await (await open('/admin/contact-messages?limit=1&before=2', ADMIN)).text();
    expect(second).toContain('First hello');
    expect(second).not.toContain('Older messages');
  });

  it('shows the outbox a page at a time, with a link to the older e-mails', async () => {
    const first = await page(await open('/admin/outbox?limit=1', ADMIN));
    expect(first).toContain('1 e-mail, newest first');
    expect(first).toContain('v@example.com');
    expect(first).not.toContain(`data-label="To">${ADMIN}`);
    const older = /href="(outbox\?limit=1&amp;before=\d+)"/.exec(first)?.[1];
    expect(older).toBe('outbox?limit=1&amp;before=2');
    const second = await (await open('/admin/outbox?limit=1&before=2', ADMIN)).text();
    expect(second).toContain(`data-label="To">${ADMIN}`);
    expect(second).not.toContain('v@example.com');
    expect(second).not.toContain('Older e-mails');
    const json = (await (await open('/admin/outbox?limit=1', ADMIN, {})).json()) as { nextBefore: number | null };
    expect(json.nextBefore).toBe(2);
    const refused = await open('/admin/outbox?limit=0', ADMIN, {});
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('limit must be a whole number, 1 to 200');
  });

  it('keeps JSON for API clients', async () => {
    const accepts: Record<string, string>[] = [{}, { Accept: 'application/json' }, { Accept: '*/*' }];
    for (const accept of accepts) {
      const outbox = await open('/admin/outbox', ADMIN, accept);
      expect(outbox.headers.get('content-type')).toBe('application/json');
      expect(((await outbox.json()) as { messages: { subject: string }[] }).messages[0]?.subject).toBe(ATTACK);
      const contact = await open('/admin/contact-messages', ADMIN, accept);
      expect(((await contact.json()) as { messages: unknown[] }).messages).toHaveLength(2);
    }
  });

  it.each(['/admin/outbox', '/admin/contact-messages'])('%s: refused signed out and to marketing', async (path) => {
    const signedOut = await open(path, null);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).not.toContain('alert');
    const marketing = await open(path, MARKETER);
    expect(marketing.status).toBe(403);
    expect(await marketing.text()).not.toContain('alert');
  });
});
