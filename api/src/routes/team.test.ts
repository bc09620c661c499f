import { TEAM_SIGN_IN_SENT_MESSAGE } from '@novavox/contracts-api/team';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiLog } from '../observability/api-logger';
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

/** The sign-in link from the newest e-mail to `to` in the outbox (no SMTP server is set in these tests). */
async function linkMailedTo(api: TestServer, to: string): Promise<string> {
  const mail = await api.db.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('recipient', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\/team\/sign-in\/confirm\?token=\S+/.exec(mail.text_body)?.[0];
  if (!link) throw new Error(`no sign-in link in: ${mail.text_body}`);
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

/** The `name=value` part of the response's session cookie. */
function sessionCookie(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const pair = header.split(';')[0] ?? '';
  if (!pair.includes('nvx_team_session=')) throw new Error(`no session cookie in: ${header}`);
  return pair;
}

async function signIn(api: TestServer, email: string): Promise<string> {
  expect((await postJson(`${api.url}/team/sign-in`, { email })).status).toBe(202);
  return sessionCookie(await pressSignIn(api, await linkMailedTo(api, email)));
}

function get(api: TestServer, path: string, cookie?: string): Promise<Response> {
  return fetch(`${api.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

describe('team sign-in by e-mailed link', () => {
  const clock = manualClock();
  let api: TestServer;
  beforeAll(async () => {
    // Far more requests per address than a person makes: the limits have a test of their own below.
    const roomy = { TEAM_SIGN_INS_PER_EMAIL_PER_HOUR: '50', MAILS_PER_ADDRESS_PER_HOUR: '50' };
    api = await startTestServer({ env: { ...TEAM_ENV, ...roomy }, deps: { now: clock.now } });
  });
  afterAll(() => api.close());
  afterEach(() => vi.restoreAllMocks());

  it('mails nothing to an address that is not on the list, and answers it exactly like a listed one', async () => {
    const outsider = await postJson(`${api.url}/team/sign-in`, { email: 'mallory@example.com' });
    expect(outsider.status).toBe(202);
    expect(await outsider.json()).toEqual({ ok: true, message: TEAM_SIGN_IN_SENT_MESSAGE });
    expect(await rowCount(api.db, 'mail_outbox')).toBe(0);
    expect(await teamRows(api, 'team_sign_in_links')).toBe(0);

    const listed = await postJson(`${api.url}/team/sign-in`, { email: 'Mia.Marketing@NovaVox.ai' });
    expect(listed.status).toBe(202);
    expect(await listed.json()).toEqual({ ok: true, message: TEAM_SIGN_IN_SENT_MESSAGE });
    expect(await rowCount(api.db, 'mail_outbox')).toBe(1);
    const mail = await api.db.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(MARKETER);
    expect(mail.subject).toBe('Sign in to the NovaVox experiments dashboard');
  });

  it('refuses a malformed address naming the field', async () => {
    const response = await postJson(`${api.url}/team/sign-in`, { email: 'not an address' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ fields: { email: 'Invalid email format' } });
  });

  it('writes the link to the log when no SMTP server is set, so a developer can sign in', async () => {
    const log = vi.spyOn(apiLog, 'info');
    await postJson(`${api.url}/team/sign-in`, { email: ADMIN });
    const link = await linkMailedTo(api, ADMIN);
    expect(log).toHaveBeenCalledWith({ email: ADMIN, link }, 'Team sign-in link (SMTP_URL is not set)');
  });

  it('GET and HEAD of the link change nothing: the page asks, and only its button signs in', async () => {
    await postJson(`${api.url}/team/sign-in`, { email: MARKETER });
    const link = await linkMailedTo(api, MARKETER);
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
        expect(page).toMatch(/<form method="post" action="[^"]+\/team\/sign-in\/confirm">/);
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
    await postJson(`${api.url}/team/sign-in`, { email: MARKETER });
    const link = await linkMailedTo(api, MARKETER);
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
    await postJson(`${api.url}/team/sign-in`, { email: MARKETER });
    const link = await linkMailedTo(api, MARKETER);
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

  it('sets an HttpOnly, SameSite=Lax session cookie for the whole api, not Secure over plain http', async () => {
    await postJson(`${api.url}/team/sign-in`, { email: MARKETER });
    const pressed = await pressSignIn(api, await linkMailedTo(api, MARKETER));
    const header = pressed.headers.get('set-cookie') ?? '';
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
  beforeAll(async () => {
    api = await startTestServer({
      env: { ...TEAM_ENV, TEAM_SIGN_INS_PER_EMAIL_PER_HOUR: '2', TEAM_SIGN_INS_PER_ADDRESS_PER_HOUR: '4' },
    });
  });
  afterAll(() => api.close());

  it('limits requests per e-mail address, listed or not, then per client address', async () => {
    const statuses: number[] = [];
    for (const email of [MARKETER, MARKETER, MARKETER, 'nobody@example.com', 'nobody@example.com']) {
      statuses.push((await postJson(`${api.url}/team/sign-in`, { email })).status);
    }
    expect(statuses).toEqual([202, 202, 429, 202, 429]);
    // The address's fifth request of the hour.
    const fifth = await postJson(`${api.url}/team/sign-in`, { email: ADMIN });
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowCount(api.db, 'mail_outbox')).toBe(2);
  });
});

describe('Secure cookie over https', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({ env: { ...TEAM_ENV, PUBLIC_API_URL: 'https://api.novavox.test' } });
  });
  afterAll(() => api.close());

  it('names the cookie __Host- and marks it Secure when the api is reached over https', async () => {
    await postJson(`${api.url}/team/sign-in`, { email: MARKETER });
    const pressed = await pressSignIn(api, await linkMailedTo(api, MARKETER));
    expect(pressed.headers.get('set-cookie')).toMatch(
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
