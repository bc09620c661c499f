import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpInbox, startSmtpInbox } from '../testing/smtp-inbox';
import { postJson, rowCount, startTestServer, type TestServer } from '../testing/start-test-server';
import { forgetUnconfirmedSignups } from './waitlist-lifecycle';

const DAY = 24 * 60 * 60 * 1000;
const SITE = 'https://site.novavox.test';
const PUBLIC_API = 'https://api.novavox.test';
let clock = Date.parse('2026-11-23T09:00:00Z');
let inbox: SmtpInbox;
let api: TestServer;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  api = await startTestServer({
    env: { SMTP_URL: inbox.url, PUBLIC_SITE_URL: SITE, PUBLIC_API_URL: PUBLIC_API, FORM_RATE_LIMIT_PER_MINUTE: '1000' },
    deps: { now: () => clock },
  });
});
afterAll(async () => {
  await api.close();
  await inbox.close();
});

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  postJson(`${api.url}/forms/waitlist`, {
    firstName: 'Siobhán',
    lastName: "O'Brien",
    email,
    source: 'hero',
    consentVersion: WAITLIST_CONSENT.version,
    ...extra,
  });

/** The links of an e-mail, as the person would click them, sent to this test's api instead of the public host. */
function links(text: string): Record<'confirm' | 'delete' | 'change', string | undefined> {
  const find = (purpose: string) => {
    const match = new RegExp(`${PUBLIC_API.replace(/\./g, '\\.')}/waitlist/${purpose}\\?token=\\S+`).exec(text);
    return match?.[0].replace(PUBLIC_API, api.url);
  };
  return { confirm: find('confirm'), delete: find('delete'), change: find('change') };
}

const follow = (url: string | undefined, method = 'GET') => fetch(url ?? 'missing', { method, redirect: 'manual' });
/** The link's page's form: where its button posts, and the token it sends. */
function pageForm(html: string): { action: string; token: string } {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '';
  const token = /<input type="hidden" name="token" value="([^"]+)">/.exec(html)?.[1] ?? '';
  return { action: action.replace(PUBLIC_API, api.url), token };
}
const pressButton = (form: { action: string; token: string }) =>
  fetch(form.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(PUBLIC_API).origin },
    body: new URLSearchParams({ token: form.token }),
  });
/** Follows a link as a person does: opens its page and presses the button (a link that no longer works answers at once). */
async function press(url: string | undefined): Promise<Response> {
  const page = await follow(url);
  if (page.status !== 200) return page;
  return pressButton(pageForm(await page.text()));
}
const result = (response: Response) => {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/signup/status`);
  return location.searchParams.get('result');
};
const stored = (email: string) =>
  api.db.db.selectFrom('waitlist_signups').selectAll().where('email_key', '=', email.toLowerCase()).executeTakeFirst();

describe('double opt-in through a real SMTP server', () => {
  it('stores a pending sign-up, mails a confirmation link that works once, and lands on the site', async () => {
    const email = 'siobhan@example.com';
    const response = await signUp(email);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await stored(email)).toMatchObject({ status: 'pending', consent_version: WAITLIST_CONSENT.version });

    const [mail] = await inbox.waitFor(email);
    expect(mail?.subject).toBe('Confirm your place on the NovaVox waitlist');
    expect(mail?.text).toMatch(/^Hi,\n/);
    expect(mail?.html).toContain('<p>Hi,</p>');
    // In plain text each link stands after the label its HTML anchor shows, never bare.
    expect(mail?.text).toMatch(/\nConfirm my sign-up: https:\/\/api\.novavox\.test\/waitlist\/confirm\?token=/);
    expect(mail?.text).toMatch(/\nDelete my sign-up: https:\/\/api\.novavox\.test\/waitlist\/delete\?token=/);
    expect(mail?.text).not.toMatch(/\n\s*https?:\/\//);
    const { confirm, delete: deletion } = links(mail?.text ?? '');
    expect(confirm).toBeDefined();
    expect(deletion).toBeDefined();

    expect(result(await press(confirm))).toBe('confirmed');
    expect(await stored(email)).toMatchObject({ status: 'confirmed', confirmed_at: new Date(clock).toISOString() });
    // Single use: the same link again changes nothing and says the place is already confirmed.
    expect(result(await press(confirm))).toBe('already-confirmed');
    const csv = await (await fetch(`${api.url}/admin/waitlist.csv`)).text();
    expect(csv.split('\r\n').find((line) => line.includes(email))).toContain(',confirmed,');
  });

  it('never mails what a person typed: a name written as a message reaches nobody', async () => {
    // Anyone can sign up any address: the name field must not become a way to write to a stranger as NovaVox.
    const email = 'stranger@example.com';
    const lure = 'your NovaVox account is locked. Call +1 900 555 0199';
    await signUp(email, { firstName: lure, lastName: 'Ann & "Jo"' });
    const [mail] = await inbox.waitFor(email);
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      // Whole phrases: the link's random token may contain any short string by chance.
      expect(part).not.toContain('locked');
      expect(part).not.toContain('900 555');
      expect(part).not.toMatch(/Ann (&|&amp;) /);
      expect(part).not.toMatch(/"Jo"|&quot;Jo&quot;/);
    }
    expect(mail?.text).toMatch(/^Hi,\n/);
  });

  it('refuses a tampered or expired link, and forgets a sign-up never confirmed after 14 days', async () => {
    const email = 'late@example.com';
    const started = clock;
    await signUp(email);
    const [mail] = await inbox.waitFor(email);
    const { confirm } = links(mail?.text ?? '');
    expect(result(await press(`${confirm}x`))).toBe('invalid');
    clock = started + 15 * DAY;
    try {
      expect(result(await press(confirm))).toBe('expired');
      expect(await stored(email)).toMatchObject({ status: 'pending' });
      expect(await forgetUnconfirmedSignups(api.db.db, new Date(clock))).toBeGreaterThanOrEqual(1);
      expect(await stored(email)).toBeUndefined();
      const left = await api.db.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute();
      expect(left).toEqual([]);
    } finally {
      clock = started;
    }
  });

  it('resends the same confirmation to a pending address and changes nothing stored', async () => {
    const email = 'again@example.com';
    await signUp(email);
    const before = await stored(email);
    await signUp(email.toUpperCase(), { firstName: 'Mallory', phone: '+1 555 000 1111' });
    const mails = await inbox.waitFor(email, 2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your place on the NovaVox waitlist',
      'Confirm your place on the NovaVox waitlist',
    ]);
    expect(links(mails[1]?.text ?? '').confirm).toBe(links(mails[0]?.text ?? '').confirm);
    expect(await stored(email)).toEqual(before);
  });

  it('changes a confirmed sign-up only through the link sent to its address', async () => {
    const email = 'change@example.com';
    await signUp(email);
    const [first] = await inbox.waitFor(email);
    result(await press(links(first?.text ?? '').confirm));
    const before = await stored(email);

    const again = await signUp(email, { lastName: 'Walsh', phone: '+353 1 234 5678', source: 'footer' });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ ok: true });
    expect(await stored(email)).toEqual(before);

    const mails = await inbox.waitFor(email, 2);
    expect(mails[1]?.subject).toBe('You are already on the NovaVox waitlist');
    const { change } = links(mails[1]?.text ?? '');
    expect(result(await press(change))).toBe('updated');
    expect(await stored(email)).toMatchObject({
      last_name: 'Walsh',
      phone: '+353 1 234 5678',
      source: 'hero',
      status: 'confirmed',
    });
    expect(result(await press(change))).toBe('invalid');
  });

  it('changes nothing when any e-mail link is followed with HEAD or GET (mail scanners), only when its button is pressed', async () => {
    const email = 'scanned@example.com';
    await signUp(email);
    const [first] = await inbox.waitFor(email);
    const firstLinks = links(first?.text ?? '');
    const snapshot = async () => ({
      signup: await stored(email),
      changes: await api.db.db.selectFrom('waitlist_changes').selectAll().execute(),
    });
    const scan = async (url: string | undefined) => {
      const before = await snapshot();
      for (const method of ['HEAD', 'GET', 'HEAD', 'GET']) {
        const response = await follow(url, method);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      }
      expect(await snapshot()).toEqual(before);
    };

    await scan(firstLinks.confirm);
    await scan(firstLinks.delete);
    expect(await stored(email)).toMatchObject({ status: 'pending' });
    expect(result(await press(firstLinks.confirm))).toBe('confirmed');

    await signUp(email, { firstName: 'Mallory', phone: '+1 555 010 9999' });
    const mails = await inbox.waitFor(email, 2);
    const { change } = links(mails[1]?.text ?? '');
    await scan(change);
    expect(await stored(email)).toMatchObject({ first_name: 'Siobhán', status: 'confirmed' });
    expect(result(await press(change))).toBe('updated');
    expect(await stored(email)).toMatchObject({ first_name: 'Mallory' });
  });

  it("opens pages that carry the site's brand: its mark and name, its green, no default blue links", async () => {
    const email = 'brand@example.com';
    await signUp(email);
    const [mail] = await inbox.waitFor(email);
    const { confirm, delete: deletion } = links(mail?.text ?? '');
    for (const [url, button, purpose] of [
      [confirm, 'Confirm my sign-up', 'confirm'],
      [deletion, 'Delete my sign-up', 'delete'],
    ] as const) {
      // The e-mail's link and the page's button name the action in the same words.
      expect(mail?.text).toContain(`\n${button}: ${PUBLIC_API}/waitlist/${purpose}?token=`);
      const html = await (await follow(url)).text();
      expect(html).toMatch(/<header><svg[^>]*aria-hidden="true"[^>]*>.*<\/svg><span>NovaVox<\/span><\/header>/);
      expect(html).toContain(`>${button}</button>`);
      // The site's brand green (#0b6e4f) for the mark and the confirm button, its darker green for links.
      expect(html).toContain('#0b6e4f');
      expect(html).toMatch(/a\{color:#08543c/);
      expect(html).not.toMatch(/a\{color:#1d4ed8/);
    }
  });

  it('deletes a sign-up from the link in its e-mail, after asking, and forgets its e-mails', async () => {
    const email = 'forget-me@example.com';
    await signUp(email);
    const [mail] = await inbox.waitFor(email);
    const { delete: deletion } = links(mail?.text ?? '');

    const page = await follow(deletion);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<button type="submit" class="danger">Delete my sign-up</button>');
    // The button posts where the e-mail's link pointed.
    expect(pageForm(html).action).toBe(`${api.url}/waitlist/delete`);
    expect(deletion?.startsWith(`${api.url}/waitlist/delete?token=`)).toBe(true);
    expect(await stored(email)).toBeDefined();

    const token = new URL(deletion ?? '').searchParams.get('token') ?? '';
    const post = () =>
      fetch(`${api.url}/waitlist/delete`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(PUBLIC_API).origin },
        body: new URLSearchParams({ token }),
      });
    expect(result(await post())).toBe('deleted');
    expect(await stored(email)).toBeUndefined();
    expect(await (await fetch(`${api.url}/admin/waitlist.csv`)).text()).not.toContain(email);
    const left = await api.db.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute();
    expect(left).toEqual([]);
    expect(result(await post())).toBe('invalid');
  });

  it('answers a filled-in honeypot like any sign-up, and stores and mails nothing', async () => {
    const email = 'bot@example.com';
    const outbox = await rowCount(api.db, 'mail_outbox');
    const response = await signUp(email, { website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await stored(email)).toBeUndefined();
    expect(await rowCount(api.db, 'mail_outbox')).toBe(outbox);
  });

  it('sends one address at most three e-mails an hour, however often it is signed up', async () => {
    const email = 'flood@example.com';
    for (let i = 0; i < 6; i++) expect((await signUp(email)).status).toBe(201);
    const queued = await api.db.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute();
    expect(queued).toHaveLength(3);
  });
});

describe('without SMTP_URL (the embedded default)', () => {
  it('keeps the e-mails in the outbox, readable at /admin/outbox', async () => {
    const local = await startTestServer({ env: { PUBLIC_API_URL: PUBLIC_API } });
    try {
      await postJson(`${local.url}/forms/waitlist`, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'outbox@example.com',
        consentVersion: WAITLIST_CONSENT.version,
      });
      const { messages } = await (await fetch(`${local.url}/admin/outbox`)).json();
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({
        to: 'outbox@example.com',
        subject: 'Confirm your place on the NovaVox waitlist',
        sentAt: null,
      });
      expect(messages[0].text).toContain(`${PUBLIC_API}/waitlist/confirm?token=`);
    } finally {
      await local.close();
    }
  });
});
