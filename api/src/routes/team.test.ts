import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { TEAM_SIGN_IN_SENT_MESSAGE } from '@novavox/contracts-api/team';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BackgroundWork, createBackgroundWork } from '../http/background-work';
import { apiLog } from '../observability/api-logger';
import { SEALED_SIGN_IN_LINK } from '../team/sign-in-mail';
import { captureLog } from '../testing/captured-log';
import { type SmtpInbox, startSmtpInbox } from '../testing/smtp-inbox';
import { postJson, rowCount, startTestServer, type TestServer } from '../testing/start-test-server';

const MARKETER = 'mia.marketing@novavox.ai';
const ADMIN = 'ada.admin@novavox.ai';
const SERVICE_TOKEN = 'team-test-service-token-0123';
const SITE = 'http://site.test';
const TEAM_ENV = {
  TEAM_MARKETING_EMAILS: `${MARKETER}, someone.else@novavox.ai`,
  TEAM_ADMIN_EMAILS: ADMIN,
  ADMIN_TOKEN: SERVICE_TOKEN,
  PUBLIC_SITE_URL: SITE,
};

/** A clock the tests move forward by hand, so that a link's expiry is reached without waiting. */
function manualClock(start = Date.parse('2026-11-20T10:00:00Z')) {
  let current = start;
  return { now: () => current, advance: (ms: number) => (current += ms) };
}

const noRedirect = { redirect: 'manual' } as const;

async function teamRows(api: TestServer, table: 'team_sign_in_links' | 'team_sessions'): Promise<number> {
  const row = await api.db.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A real SMTP server: the links exist only in the mail, so the tests read them where a person would. */
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

const SIGN_IN_LINK = /https?:\/\/\S+\/team\/sign-in\/confirm\?token=[A-Za-z0-9_-]+/;

/** Resolves once every queued mail was sent (a sent mail is in the inbox: it accepted it before the stamp). */
async function outboxSent(api: TestServer): Promise<void> {
  for (;;) {
    const unsent = await api.db.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(unsent.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Asks for a link for `email` and returns the one the mail it causes carries (earlier mails all delivered). */
async function askForLink(api: TestServer, email: string, headers: Record<string, string> = {}): Promise<string> {
  await outboxSent(api);
  const to = email.toLowerCase();
  const before = inbox.messages.filter((mail) => mail.to === to).length;
  expect((await postJson(`${api.url}/team/sign-in`, { email }, headers)).status).toBe(202);
  const mails = await inbox.waitFor(to, before + 1);
  const text = mails[mails.length - 1]?.text ?? '';
  const link = SIGN_IN_LINK.exec(text)?.[0];
  if (!link) throw new Error(`no sign-in link in: ${text}`);
  return link;
}

/** The link points at PUBLIC_API_URL; the tests reach the same path on their own server. */
function onServer(api: TestServer, link: string): string {
  const url = new URL(link);
  return `${api.url}${url.pathname}${url.search}`;
}

function pressSignIn(api: TestServer, link: string): Promise<Response> {
  const token = new URL(link).searchParams.get('token') ?? '';
  return fetch(`${api.url}/team/sign-in/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    ...noRedirect,
  });
}

/** The Set-Cookie header of the session cookie (the answer also sets the device cookie). */
function sessionCookieHeader(response: Response): string {
  const header = response.headers.getSetCookie().find((value) => /^(__Host-)?nvx_team_session=/.test(value));
  if (!header) throw new Error(`no session cookie in: ${response.headers.getSetCookie().join(' | ')}`);
  return header;
}

/** The `name=value` part of the response's session cookie. */
function sessionCookie(response: Response): string {
  return sessionCookieHeader(response).split(';')[0] ?? '';
}

async function signIn(api: TestServer, email: string): Promise<string> {
  return sessionCookie(await pressSignIn(api, await askForLink(api, email)));
}

function get(api: TestServer, path: string, cookie?: string): Promise<Response> {
  return fetch(`${api.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

describe('team sign-in by e-mailed link', () => {
  const clock = manualClock();
  let api: TestServer;
  let background: BackgroundWork;
  beforeAll(async () => {
    // Far more requests per address than a person makes: the limits have a test of their own below.
    const roomy = { TEAM_SIGN_INS_PER_EMAIL_PER_HOUR: '50', TEAM_SIGN_IN_MAILS_FROM_NEW_BROWSERS_PER_HOUR: '50' };
    background = createBackgroundWork(apiLog);
    api = await startTestServer({
      env: { ...TEAM_ENV, ...roomy, SMTP_URL: inbox.url },
      deps: { now: clock.now, background },
    });
  });
  afterAll(() => api.close());
  afterEach(() => vi.restoreAllMocks());

  it('mails nothing to an address that is not on the list, and answers it exactly like a listed one', async () => {
    const outsider = await postJson(`${api.url}/team/sign-in`, { email: 'mallory@example.com' });
    expect(outsider.status).toBe(202);
    expect(await outsider.json()).toEqual({ ok: true, message: TEAM_SIGN_IN_SENT_MESSAGE });
    await background.settled();
    expect(await rowCount(api.db, 'mail_outbox')).toBe(0);
    expect(await teamRows(api, 'team_sign_in_links')).toBe(0);

    const listed = await postJson(`${api.url}/team/sign-in`, { email: 'Mia.Marketing@NovaVox.ai' });
    expect(listed.status).toBe(202);
    expect(await listed.json()).toEqual({ ok: true, message: TEAM_SIGN_IN_SENT_MESSAGE });
    await background.settled();
    expect(await rowCount(api.db, 'mail_outbox')).toBe(1);
    const mail = await api.db.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(MARKETER);
    expect(mail.subject).toBe('Sign in to the NovaVox experiments dashboard');
    expect(mail.kind).toBe('team-sign-in');
  });

  it('refuses a malformed address naming the field', async () => {
    const response = await postJson(`${api.url}/team/sign-in`, { email: 'not an address' });
    expect(response.status).toBe(422);
    // Worded as the site's forms word a refusal: the dashboard's sign-in form highlights the field the same way.
    expect(await response.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      message: 'Please correct the highlighted fields.',
      fields: { email: 'Invalid email format' },
    });
  });

  it('GET and HEAD of the link change nothing: the page asks, and only its button signs in', async () => {
    const link = await askForLink(api, MARKETER);
    const sessionsBefore = await teamRows(api, 'team_sessions');
    const linksBefore = await teamRows(api, 'team_sign_in_links');

    for (const method of ['GET', 'HEAD', 'GET']) {
      const response = await fetch(onServer(api, link), { method, ...noRedirect });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      // The button's answer redirects to the site, which form-action must allow.
      expect(response.headers.get('content-security-policy')).toContain(`form-action 'self' ${SITE};`);
      if (method === 'GET') {
        const page = await response.text();
        expect(page).toContain(`You are signing in as <strong>${MARKETER}</strong>`);
        expect(page).toMatch(
          /<form method="post" action="[^"]+\/team\/sign-in\/confirm" aria-labelledby="sign-in-title">/,
        );
        expect(page).toContain('<h1 id="sign-in-title">Sign in to the experiments dashboard?</h1>');
        expect(page).toContain('<button type="submit">Sign in</button>');
      }
    }
    expect(await teamRows(api, 'team_sessions')).toBe(sessionsBefore);
    expect(await teamRows(api, 'team_sign_in_links')).toBe(linksBefore);

    const pressed = await pressSignIn(api, link);
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(`${SITE}/admin/tests`);
    expect(await teamRows(api, 'team_sessions')).toBe(sessionsBefore + 1);
  });

  it('a link works once', async () => {
    const link = await askForLink(api, MARKETER);
    const [first, second] = await Promise.all([pressSignIn(api, link), pressSignIn(api, link)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 303]);
    const refused = first.status === 200 ? first : second;
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await refused.text()).toContain('This sign-in link is not valid');
    const again = await fetch(onServer(api, link));
    expect(await again.text()).toContain('This sign-in link is not valid');
  });

  it('a link expires after 15 minutes', async () => {
    const link = await askForLink(api, MARKETER);
    clock.advance(15 * 60_000 + 1000);
    expect(await (await fetch(onServer(api, link))).text()).toContain('This sign-in link has expired.');
    const pressed = await pressSignIn(api, link);
    expect(pressed.status).toBe(200);
    expect(pressed.headers.get('set-cookie')).toBeNull();
    expect(await pressed.text()).toContain('This sign-in link has expired.');
  });

  it('a forged or malformed token signs no one in', async () => {
    for (const token of ['', 'x', 'A'.repeat(43), `${'A'.repeat(42)}<`]) {
      const response = await fetch(`${api.url}/team/sign-in/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
        ...noRedirect,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a button press over 4 KB as every body over its limit is refused: 413, said in JSON, connection closed', async () => {
    const response = await fetch(`${api.url}/team/sign-in/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: 'A'.repeat(5000) }).toString(),
      ...noRedirect,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ error: 'Request body must be at most 4 KB' });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie for the whole api, not Secure over plain http', async () => {
    const pressed = await pressSignIn(api, await askForLink(api, MARKETER));
    const header = sessionCookieHeader(pressed);
    expect(header).toMatch(/^nvx_team_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
    // The database keeps only the token's hash.
    const token = header.split(';')[0]?.split('=')[1] ?? '';
    const stored = await api.db.db.selectFrom('team_sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('marketing reads the experiments and their results, and gets 403 on personal data', async () => {
    const cookie = await signIn(api, MARKETER);
    expect(await (await get(api, '/team/me', cookie)).json()).toEqual({
      email: MARKETER,
      role: 'marketing',
      actor: MARKETER,
      canSignOut: true,
    });
    expect((await get(api, '/analytics/ab-stats', cookie)).status).toBe(200);
    for (const path of ['/admin/waitlist.csv', '/admin/outbox']) {
      const response = await get(api, path, cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: 'Your role cannot open this: it needs the admin role' });
    }
  });

  it('marketing changes experiments, and the change log names the marketer', async () => {
    const cookie = await signIn(api, MARKETER);
    const started = await fetch(`${api.url}/admin/experiments/cta_layout/start`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ reason: 'launch' }),
    });
    expect(started.status).toBe(201);
    const history = await get(api, '/admin/experiments/cta_layout/history', cookie);
    expect(history.status).toBe(200);
    const { changes } = (await history.json()) as { changes: { action: string; actor: string }[] };
    expect(changes.map((change) => [change.action, change.actor])).toEqual([['start', MARKETER]]);
    // Signed out, nobody changes an experiment.
    const anonymous = await postJson(`${api.url}/admin/experiments/cta_layout/pause`, {});
    expect(anonymous.status).toBe(401);
  });

  it('admin reads the experiments and the personal data', async () => {
    const cookie = await signIn(api, ADMIN);
    expect(await (await get(api, '/team/me', cookie)).json()).toMatchObject({ email: ADMIN, role: 'admin' });
    for (const path of ['/analytics/ab-stats', '/admin/experiments/history', '/admin/waitlist.csv', '/admin/outbox']) {
      expect((await get(api, path, cookie)).status).toBe(200);
    }
  });

  it('without a session every team route answers 401, and a made-up cookie is no session', async () => {
    for (const path of [
      '/team/me',
      '/analytics/ab-stats',
      '/admin/experiments/history',
      '/admin/waitlist.csv',
      '/admin/outbox',
    ]) {
      expect((await get(api, path)).status).toBe(401);
      expect((await get(api, path, `nvx_team_session=${'A'.repeat(43)}`)).status).toBe(401);
    }
  });

  it('a session ends after TEAM_SESSION_HOURS (12 by default)', async () => {
    const cookie = await signIn(api, ADMIN);
    clock.advance(12 * 3600_000 - 1000);
    expect((await get(api, '/team/me', cookie)).status).toBe(200);
    clock.advance(2000);
    expect((await get(api, '/team/me', cookie)).status).toBe(401);
  });

  it('sign-out ends the session on the server and clears the cookie', async () => {
    const cookie = await signIn(api, ADMIN);
    const other = await signIn(api, MARKETER);
    const out = await fetch(`${api.url}/team/sign-out`, { method: 'POST', headers: { Cookie: cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^nvx_team_session=; Max-Age=0; Path=\//);
    expect((await get(api, '/team/me', cookie)).status).toBe(401);
    expect((await get(api, '/admin/outbox', cookie)).status).toBe(401);
    // Only the caller's own session ends.
    expect((await get(api, '/team/me', other)).status).toBe(200);
  });

  it('the service token acts as admin, named as such', async () => {
    const headers = { Authorization: `Bearer ${SERVICE_TOKEN}` };
    expect(await (await fetch(`${api.url}/team/me`, { headers })).json()).toEqual({
      email: null,
      role: 'admin',
      actor: 'service token',
      canSignOut: false,
    });
    expect((await fetch(`${api.url}/admin/waitlist.csv`, { headers })).status).toBe(200);
    const wrong = await fetch(`${api.url}/admin/waitlist.csv`, { headers: { Authorization: 'Bearer wrong-token' } });
    expect(wrong.status).toBe(401);
  });

  it('lets the site send credentials, and no other origin', async () => {
    const preflight = await fetch(`${api.url}/team/me`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:3000', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await fetch(`${api.url}/team/me`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('sign-in request limits', () => {
  let api: TestServer;
  const background = createBackgroundWork(apiLog);
  beforeAll(async () => {
    api = await startTestServer({
      env: { ...TEAM_ENV, TEAM_SIGN_INS_PER_EMAIL_PER_HOUR: '2', TEAM_SIGN_INS_PER_ADDRESS_PER_HOUR: '4' },
      deps: { background },
    });
  });
  afterAll(() => api.close());

  it('limits requests per e-mail address from one client, listed or not, then per client address', async () => {
    const statuses: number[] = [];
    for (const email of [MARKETER, MARKETER, MARKETER, 'nobody@example.com', 'nobody@example.com']) {
      statuses.push((await postJson(`${api.url}/team/sign-in`, { email })).status);
    }
    expect(statuses).toEqual([202, 202, 429, 202, 429]);
    // The address's fifth request of the hour.
    const fifth = await postJson(`${api.url}/team/sign-in`, { email: ADMIN });
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    await background.settled();
    expect(await rowCount(api.db, 'mail_outbox')).toBe(2);
  });
});

describe('a sign-in link exists only in the mail that carries it', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({ env: { ...TEAM_ENV, SMTP_URL: inbox.url } });
  });
  afterAll(() => api.close());

  /** Every text value of every table: what a copy of the database holds. */
  async function everyStoredText(): Promise<string[]> {
    const tables =
      api.db.engine === 'sqlite'
        ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(api.db.db)
        : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = current_schema()`.execute(api.db.db);
    const values: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(api.db.db);
      for (const row of rows.rows) for (const value of Object.values(row)) values.push(String(value));
    }
    return values;
  }

  it('keeps a seal in the outbox, shows it redacted, and leaves a database copy nothing that opens', async () => {
    const link = await askForLink(api, MARKETER);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The plain-text part names the link as the HTML part's anchor does.
    expect(inbox.messages.at(-1)?.text).toContain(`\nSign in to the dashboard: ${link}\n`);

    const stored = await everyStoredText();
    expect(stored.filter((value) => value.includes(token) || value.includes('/team/sign-in/confirm?token='))).toEqual(
      [],
    );
    const outbox = await fetch(`${api.url}/admin/outbox`, { headers: { Authorization: `Bearer ${SERVICE_TOKEN}` } });
    const { messages } = (await outbox.json()) as { messages: { to: string; text: string; html: string }[] };
    const mail = messages.find((message) => message.to === MARKETER);
    expect(mail?.text).toContain(SEALED_SIGN_IN_LINK);
    expect(JSON.stringify(messages)).not.toContain(token);

    // Whatever the copy holds, used as a token, signs no one in; the mailed link does.
    const hashes = await api.db.db.selectFrom('team_sign_in_links').select('token_hash').execute();
    expect(hashes).toHaveLength(1);
    for (const { token_hash } of hashes) {
      expect((await pressSignIn(api, `${api.url}/team/sign-in/confirm?token=${token_hash}`)).status).toBe(200);
    }
    expect((await pressSignIn(api, link)).status).toBe(303);
  });

  it('a new link revokes the older ones', async () => {
    const older = await askForLink(api, ADMIN);
    const newer = await askForLink(api, ADMIN);
    expect(newer).not.toBe(older);
    const refused = await pressSignIn(api, older);
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('This sign-in link is not valid');
    expect((await pressSignIn(api, newer)).status).toBe(303);
  });
});

describe('without SMTP (a developer machine)', () => {
  let api: TestServer;
  const background = createBackgroundWork(apiLog);
  const captured = captureLog();
  beforeAll(async () => {
    api = await startTestServer({ env: TEAM_ENV, deps: { background, log: captured.log } });
  });
  afterAll(() => api.close());

  it('writes the link to the log, where a developer signs in with it; the outbox keeps only the seal', async () => {
    await postJson(`${api.url}/team/sign-in`, { email: ADMIN });
    await background.settled();
    const logged = captured.lines.find((line) => line.msg === 'Team sign-in link (SMTP_URL is not set)');
    const { email, link } = (logged ?? {}) as { email?: string; link?: string };
    expect(email).toBe(ADMIN);
    expect(link).toMatch(SIGN_IN_LINK);
    const mail = await api.db.db.selectFrom('mail_outbox').select('text_body').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(SEALED_SIGN_IN_LINK);
    expect((await pressSignIn(api, link ?? '')).status).toBe(303);
  });
});

describe('a stranger cannot keep a member from signing in', () => {
  const MEMBER_ADDRESS = '203.0.113.7';
  let api: TestServer;
  const background = createBackgroundWork(apiLog);
  beforeAll(async () => {
    // Behind one proxy, so each request's client is the address the test names; every limit at its default.
    api = await startTestServer({ env: { ...TEAM_ENV, SMTP_URL: inbox.url, TRUST_PROXY: '1' }, deps: { background } });
  });
  afterAll(() => api.close());

  const from = (address: string, cookie?: string) => ({
    'X-Forwarded-For': address,
    ...(cookie ? { Cookie: cookie } : {}),
  });
  const ask = (address: string, cookie?: string) =>
    postJson(`${api.url}/team/sign-in`, { email: MARKETER }, from(address, cookie));

  it('after requests from 20 addresses, the member still gets a working link', async () => {
    const mailsToMember = () => inbox.messages.filter((mail) => mail.to === MARKETER).length;
    const before = mailsToMember();
    // The member signed in once before from this browser, which keeps the device cookie.
    const first = await pressSignIn(api, await askForLink(api, MARKETER, from(MEMBER_ADDRESS)));
    const device = first.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('nvx_team_device='));
    expect(device).toMatch(/^nvx_team_device=[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]{43}$/);

    // Twenty strangers, each until its own limit answers.
    for (let n = 1; n <= 20; n++) {
      const statuses: number[] = [];
      for (let request = 0; request < 6; request++) statuses.push((await ask(`198.51.100.${n}`)).status);
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    }
    await background.settled();

    // Not refused at the member's own address, and the member's browser gets a link that works.
    expect((await ask(MEMBER_ADDRESS)).status).toBe(202);
    const link = await askForLink(api, MARKETER, from(MEMBER_ADDRESS, device));
    expect((await pressSignIn(api, link)).status).toBe(303);
    // The strangers' 100 requests sent the member the first mail's nine companions at most (10 an hour from
    // browsers that never signed in as them), and the request without the cookie found that budget spent.
    await background.settled();
    await outboxSent(api);
    expect(mailsToMember() - before).toBe(1 + 9 + 1);
  });

  it("a visitor's waitlist mails do not spend the member's sign-in mails", async () => {
    for (let n = 0; n < 3; n++) {
      const signUp = await postJson(
        `${api.url}/forms/waitlist`,
        {
          firstName: 'Ada',
          lastName: 'Admin',
          email: ADMIN,
          source: 'hero',
          consentVersion: WAITLIST_CONSENT.version,
        },
        from(`192.0.2.${n + 1}`),
      );
      expect(signUp.status).toBe(201);
    }
    await inbox.waitFor(ADMIN, 3);
    const link = await askForLink(api, ADMIN, from('192.0.2.200'));
    expect((await pressSignIn(api, link)).status).toBe(303);
  });
});

describe('the answer does not wait for the member', () => {
  let api: TestServer;
  const held: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    const holding: BackgroundWork = {
      run: (_name, task) => {
        held.push(task);
      },
      settled: async () => {},
    };
    api = await startTestServer({ env: TEAM_ENV, deps: { background: holding } });
  });
  afterAll(() => api.close());

  it('answers listed and unlisted addresses before any work that depends on the list', async () => {
    for (const email of [MARKETER, 'mallory@example.com']) {
      const answer = await postJson(`${api.url}/team/sign-in`, { email });
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({ ok: true, message: TEAM_SIGN_IN_SENT_MESSAGE });
    }
    // Both answers came with the same work held back, one task each, and nothing queued yet.
    expect(held).toHaveLength(2);
    expect(await rowCount(api.db, 'mail_outbox')).toBe(0);
    for (const task of held) await task();
    expect(await rowCount(api.db, 'mail_outbox')).toBe(1);
  });
});

describe('Secure cookie over https', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({
      env: { ...TEAM_ENV, PUBLIC_API_URL: 'https://api.novavox.test', SMTP_URL: inbox.url },
    });
  });
  afterAll(() => api.close());

  it('names the cookie __Host- and marks it Secure when the api is reached over https', async () => {
    const pressed = await pressSignIn(api, await askForLink(api, MARKETER));
    expect(sessionCookieHeader(pressed)).toMatch(
      /^__Host-nvx_team_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});

describe('with neither an allow-list nor a service token (a developer machine)', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
  });
  afterAll(() => api.close());

  it('opens the team routes to "local developer", who cannot sign out', async () => {
    expect(await (await fetch(`${api.url}/team/me`)).json()).toEqual({
      email: null,
      role: 'admin',
      actor: 'local developer',
      canSignOut: false,
    });
    expect((await fetch(`${api.url}/admin/waitlist.csv`)).status).toBe(200);
  });
});
