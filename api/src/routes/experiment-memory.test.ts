import { createHmac } from 'node:crypto';
import {
  experimentArchiveResponseSchema,
  experimentMemoryResponseSchema,
  SHARE_LINK_EXPIRED_MESSAGE,
  SHARE_LINK_INVALID_MESSAGE,
  SHARE_LINK_WITHDRAWN_MESSAGE,
  shareLinkListResponseSchema,
  shareLinkResponseSchema,
  shareLinkWithdrawResponseSchema,
} from '@novavox/contracts-api/experiment-memory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamSessionStore } from '../team/team-session-store';
import { postJson, startTestServer, type TestServer } from '../testing/start-test-server';

/**
 * Issue 46, item 4 (docs/experiment-memory.md): hypothesis and notes with their edits, the archive of concluded
 * runs, and read-only share links that expire. Both engines (the suite's PostgreSQL leg). The clock is the test's.
 */
const ADMIN = 'ada.admin@novavox.ai';
const MARKETER = 'mia.marketing@novavox.ai';
/** Holds a session, but is on neither team list: no role at all (marketing is the team's lowest), so 401. */
const OUTSIDER = 'olga.outsider@novavox.ai';
const LINK_SECRET = 'share-links-test-secret-0123456789abcdef';
const HOUR = 3_600_000;
let clock = Date.parse('2026-11-20T09:00:00.000Z');
let api: TestServer;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestServer({
    env: {
      TEAM_ADMIN_EMAILS: ADMIN,
      TEAM_MARKETING_EMAILS: MARKETER,
      PUBLIC_SITE_URL: 'https://www.example.test',
      LINK_SIGNING_SECRET: LINK_SECRET,
    },
    deps: { now: () => clock },
  });
  const sessions = createTeamSessionStore(api.db.db);
  for (const email of [ADMIN, MARKETER, OUTSIDER]) {
    cookies[email] = `nvx_team_session=${await sessions.createSession(email, new Date(clock), 1000 * HOUR)}`;
  }
});
afterAll(() => api.close());

const as = (who: string | null): Record<string, string> => (who ? { Cookie: cookies[who] ?? '' } : {});
const save = (path: string, body: unknown, who: string | null) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...as(who) },
    body: JSON.stringify(body),
  });
const get = (path: string, who: string | null, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, { headers: { ...as(who), ...headers } });

describe('hypothesis and notes', () => {
  const path = '/admin/experiments/family_headline/memory';

  it('start empty, are saved by marketing and admin, and keep every edit with who and when, newest first', async () => {
    const emptyResponse = await get(path, MARKETER);
    const emptyText = await emptyResponse.text();
    expect(`${emptyResponse.status} ${emptyText}`).toMatch(/^200 /);
    const empty = experimentMemoryResponseSchema.parse(JSON.parse(emptyText));
    expect(empty).toEqual({ experimentId: 'family_headline', hypothesis: '', notes: '', version: 0, edits: [] });

    const first = await save(
      path,
      { hypothesis: '  Naming the parent lifts sign-ups by 10 %  ', notes: 'Line one\nLine two', version: 0 },
      MARKETER,
    );
    expect(first.status).toBe(200);
    clock += HOUR;
    const second = await save(path, { hypothesis: 'Naming the parent lifts sign-ups', notes: '', version: 1 }, ADMIN);
    expect(second.status).toBe(200);

    const read = experimentMemoryResponseSchema.parse(await (await get(path, MARKETER)).json());
    expect(read).toEqual({
      experimentId: 'family_headline',
      hypothesis: 'Naming the parent lifts sign-ups',
      notes: '',
      version: 2,
      edits: [
        {
          version: 2,
          hypothesis: 'Naming the parent lifts sign-ups',
          notes: '',
          actor: ADMIN,
          at: '2026-11-20T10:00:00.000Z',
        },
        {
          version: 1,
          hypothesis: 'Naming the parent lifts sign-ups by 10 %',
          notes: 'Line one\nLine two',
          actor: MARKETER,
          at: '2026-11-20T09:00:00.000Z',
        },
      ],
    });
    // Another experiment's text is its own.
    const other = experimentMemoryResponseSchema.parse(
      await (await get('/admin/experiments/testimonial_style/memory', MARKETER)).json(),
    );
    expect(other.version).toBe(0);
  });

  it('refuse a save from an older version (someone saved since), and of two saves at once exactly one lands', async () => {
    const stale = await save(path, { hypothesis: 'stale', notes: '', version: 1 }, MARKETER);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toContain('reload and try again');

    const racing = await Promise.all(
      ['one', 'two', 'three'].map((word) => save(path, { hypothesis: word, notes: '', version: 2 }, MARKETER)),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const read = experimentMemoryResponseSchema.parse(await (await get(path, MARKETER)).json());
    expect(read.version).toBe(3);
    expect(read.edits).toHaveLength(3);
  });

  it.each([
    [{ hypothesis: 'Bold <b>claim</b>', notes: '', version: 3 }, 'hypothesis', 'must not contain'],
    [{ hypothesis: 'two\nlines', notes: '', version: 3 }, 'hypothesis', ''],
    [{ hypothesis: 'right\u202eto left', notes: '', version: 3 }, 'hypothesis', ''],
    [{ hypothesis: 'ok', notes: 'hidden\u2028separator', version: 3 }, 'notes', ''],
    [{ hypothesis: 'x'.repeat(301), notes: '', version: 3 }, 'hypothesis', 'at most 300 characters'],
    [{ hypothesis: 'ok', notes: '', version: -1 }, 'version', '0 or more'],
  ])('refuse %j, naming the field', async (body, field, rule) => {
    const response = await save(path, body, MARKETER);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(answer.fields)).toEqual([field]);
    expect(answer.fields[field]).toContain(rule);
  });

  it('refuse a body that is not an object in the words every contract uses, naming no field', async () => {
    const response = await save(path, ['not', 'an', 'object'], MARKETER);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; fields: unknown };
    expect(answer.message).toBe('Invalid hypothesis and notes of family_headline: The body must be a JSON object');
    expect(answer.fields).toEqual({});
  });

  it('are refused signed out, for an unknown experiment, and nothing refused is stored', async () => {
    expect((await get(path, null)).status).toBe(401);
    expect((await save(path, { hypothesis: 'x', notes: '', version: 3 }, null)).status).toBe(401);
    expect((await get('/admin/experiments/no_such/memory', MARKETER)).status).toBe(404);
    const read = experimentMemoryResponseSchema.parse(await (await get(path, MARKETER)).json());
    expect(read.version).toBe(3);
  });
});

describe('the archive of concluded runs', () => {
  const change = (id: string, action: string, body: unknown, who = MARKETER) =>
    postJson(`${api.url}/admin/experiments/${id}/${action}`, body, as(who));

  async function countRun(id: string, runId: string, arms: Record<string, [number, number]>) {
    for (const [variant, [views, conversions]] of Object.entries(arms)) {
      await api.db.db
        .insertInto('experiment_run_counters')
        .values({ experiment_id: id, run_id: runId, variant_id: variant, views, conversions })
        .execute();
    }
  }

  it('lists each run a decision ended, newest first, with arms, weights, plan, counts, decision, who and when', async () => {
    const plan = { baselineRate: 0.1, minimumDetectableEffect: 0.5 };
    const started = await change('testimonial_style', 'start', { weights: { A: 1, B: 1, C: 2 }, plan });
    expect(started.status).toBe(201);
    const run = ((await started.json()) as { change: { after: { runId: string } } }).change.after.runId;
    await countRun('testimonial_style', run, { A: [100, 10], B: [100, 20], C: [200, 21] });
    clock += 24 * HOUR;
    // A pause is no decision.
    expect((await change('testimonial_style', 'pause', {})).status).toBe(201);
    expect(
      (await change('testimonial_style', 'conclude', { winner: 'B', reason: 'B wins clearly' }, ADMIN)).status,
    ).toBe(201);

    expect((await change('cta_layout', 'start', {})).status).toBe(201);
    clock += HOUR;
    expect((await change('cta_layout', 'conclude', { winner: 'A' })).status).toBe(201);

    const response = await get('/admin/experiments/archive', MARKETER);
    expect(response.status).toBe(200);
    const { runs } = experimentArchiveResponseSchema.parse(await response.json());
    expect(runs.map((entry) => [entry.experimentId, entry.decision, entry.decidedArm])).toEqual([
      ['cta_layout', 'stopped', 'A'],
      ['testimonial_style', 'shipped', 'B'],
    ]);
    const shipped = runs[1];
    expect(shipped).toMatchObject({
      runId: run,
      startedAt: '2026-11-20T10:00:00.000Z',
      endedAt: '2026-11-21T10:00:00.000Z',
      weights: { A: 1, B: 1, C: 2 },
      plan,
      actor: ADMIN,
      reason: 'B wins clearly',
    });
    // Weights 1:1:2 are 25 %, 25 % and 50 % of the traffic.
    expect(shipped?.arms.map((arm) => [arm.key, arm.weightPercent, arm.views, arm.conversions])).toEqual([
      ['A', 25, 100, 10],
      ['B', 25, 100, 20],
      ['C', 50, 200, 21],
    ]);
    expect(shipped?.arms[0]?.name).toBeTruthy();
  });

  it('is for the team only', async () => {
    expect((await get('/admin/experiments/archive', null)).status).toBe(401);
  });
});

describe('share links', () => {
  const create = (body: unknown, who: string | null = MARKETER, id = 'testimonial_style') =>
    postJson(`${api.url}/admin/experiments/${id}/share-links`, body, as(who));
  const tokenOf = (url: string) => new URL(url).searchParams.get('share') ?? '';
  const shared = (path: 'results' | 'ab-stats', token: string) =>
    get(`/shared/${path}?token=${encodeURIComponent(token)}`, null);
  const list = (id: string, who: string | null = MARKETER) => get(`/admin/experiments/${id}/share-links`, who);
  const withdraw = (id: string, linkId: string, who: string | null = MARKETER) =>
    postJson(`${api.url}/admin/experiments/${id}/share-links/${linkId}/withdraw`, {}, as(who));
  const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

  it('open one experiment read-only to anyone until they expire, then refuse', async () => {
    const response = await create({ hours: 2 });
    expect(response.status).toBe(201);
    const link = shareLinkResponseSchema.parse(await response.json());
    expect(link.url).toMatch(
      /^https:\/\/www\.example\.test\/admin\/tests\?share=[A-Za-z0-9_-]{16}\.\d+\.[A-Za-z0-9_-]{43}$/,
    );
    expect(Date.parse(link.expiresAt)).toBe(Math.floor((clock + 2 * HOUR) / 1000) * 1000);
    const token = tokenOf(link.url);
    expect(token.startsWith(`${link.linkId}.`)).toBe(true);

    const info = await shared('results', token);
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({ experimentId: 'testimonial_style', expiresAt: link.expiresAt });
    const stats = await shared('ab-stats', token);
    expect(stats.status).toBe(200);
    const body = (await stats.json()) as { experiments: { id: string }[]; totalPageViews?: number };
    expect(body.experiments.map((experiment) => experiment.id)).toEqual(['testimonial_style']);
    expect(body.totalPageViews).toBeUndefined();

    clock += 2 * HOUR;
    const expired = await shared('ab-stats', token);
    expect(expired.status).toBe(410);
    expect(await messageOf(expired)).toBe(SHARE_LINK_EXPIRED_MESSAGE);
    // An expired link is no longer listed.
    const listed = shareLinkListResponseSchema.parse(await (await list('testimonial_style')).json());
    expect(listed.links.map((entry) => entry.linkId)).not.toContain(link.linkId);
  });

  it('refuse a token changed in any part, one of the first (unrecorded) format, and changing nothing through GET', async () => {
    const link = shareLinkResponseSchema.parse(await (await create({})).json());
    const other = shareLinkResponseSchema.parse(await (await create({}, MARKETER, 'cta_layout')).json());
    expect(Date.parse(link.expiresAt) - clock).toBeGreaterThan(71 * HOUR);
    const [id, expires, signature] = tokenOf(link.url).split('.');
    // The first format: `<experiment>.<expiry>.<HMAC>` under the v1 purpose, stored nowhere, so never withdrawable.
    const firstFormat = createHmac('sha256', LINK_SECRET)
      .update(`novavox experiment results share v1\ntestimonial_style\n${expires}`)
      .digest('base64url');
    const forged = [
      `${other.linkId}.${expires}.${signature}`,
      `${id}.${Number(expires) + 3600}.${signature}`,
      `${id}.${expires}.${signature?.slice(0, -2)}AA`,
      `testimonial_style.${expires}.${firstFormat}`,
      '',
    ];
    for (const token of forged) {
      const response = await shared('ab-stats', token);
      expect(response.status).toBe(403);
      expect(await messageOf(response)).toBe(SHARE_LINK_INVALID_MESSAGE);
    }
    // The link's own id, signed (independently, as docs/experiment-memory.md says) with an expiry already past.
    const past = Math.floor(clock / 1000) - 1;
    const pastSignature = createHmac('sha256', LINK_SECRET)
      .update(`novavox experiment results share v2\n${id}\n${past}`)
      .digest('base64url');
    const ended = await shared('results', `${id}.${past}.${pastSignature}`);
    expect(ended.status).toBe(410);
    expect(await messageOf(ended)).toBe(SHARE_LINK_EXPIRED_MESSAGE);
    expect((await shared('results', tokenOf(link.url))).status).toBe(200);

    const before = await api.db.db.selectFrom('experiment_changes').select('id').execute();
    const linksBefore = await api.db.db.selectFrom('experiment_share_links').selectAll().execute();
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await fetch(`${api.url}/shared/ab-stats?token=${tokenOf(link.url)}`, { method });
      expect(response.status).toBe(404);
    }
    expect(await api.db.db.selectFrom('experiment_changes').select('id').execute()).toEqual(before);
    expect(await api.db.db.selectFrom('experiment_share_links').selectAll().execute()).toEqual(linksBefore);
  });

  it('are listed while open, without their signature, and withdrawn one by one at once, keeping who and when', async () => {
    const startedAt = clock;
    const first = shareLinkResponseSchema.parse(await (await create({ hours: 5 }, ADMIN)).json());
    clock += 60_000;
    const second = shareLinkResponseSchema.parse(await (await create({ hours: 24 })).json());
    const listResponse = await list('testimonial_style');
    const listText = await listResponse.text();
    expect(listResponse.status).toBe(200);
    const listed = shareLinkListResponseSchema.parse(JSON.parse(listText));
    const ours = listed.links.filter((entry) => [first.linkId, second.linkId].includes(entry.linkId));
    expect(ours).toEqual([
      {
        linkId: second.linkId,
        experimentId: 'testimonial_style',
        createdBy: MARKETER,
        createdAt: new Date(startedAt + 60_000).toISOString(),
        expiresAt: second.expiresAt,
        withdrawnAt: null,
        withdrawnBy: null,
      },
      {
        linkId: first.linkId,
        experimentId: 'testimonial_style',
        createdBy: ADMIN,
        createdAt: new Date(startedAt).toISOString(),
        expiresAt: first.expiresAt,
        withdrawnAt: null,
        withdrawnBy: null,
      },
    ]);
    // Newest first overall, and no signature in the listing.
    expect(listed.links[0]?.linkId).toBe(second.linkId);
    expect(listText).not.toContain(tokenOf(first.url).split('.')[2]);
    expect(listText).not.toContain(tokenOf(second.url).split('.')[2]);

    clock += 60_000;
    const withdrawn = await withdraw('testimonial_style', first.linkId);
    expect(withdrawn.status).toBe(200);
    expect(shareLinkWithdrawResponseSchema.parse(await withdrawn.json())).toEqual({
      link: {
        linkId: first.linkId,
        experimentId: 'testimonial_style',
        createdBy: ADMIN,
        createdAt: new Date(startedAt).toISOString(),
        expiresAt: first.expiresAt,
        withdrawnAt: new Date(startedAt + 120_000).toISOString(),
        withdrawnBy: MARKETER,
      },
      alreadyWithdrawn: false,
    });
    for (const path of ['results', 'ab-stats'] as const) {
      const refused = await shared(path, tokenOf(first.url));
      expect(refused.status).toBe(410);
      expect(await messageOf(refused)).toBe(SHARE_LINK_WITHDRAWN_MESSAGE);
    }
    // A browser gets the refusal as a page of its own.
    const page = await get(`/shared/results?token=${encodeURIComponent(tokenOf(first.url))}`, null, {
      Accept: 'text/html',
    });
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain('<h1>This link was withdrawn</h1>');
    expect(html).toContain('This results link was withdrawn by the team; ask them for a new one.');
    // The other link still opens, and only it is listed.
    expect((await shared('results', tokenOf(second.url))).status).toBe(200);
    const after = shareLinkListResponseSchema.parse(await (await list('testimonial_style')).json());
    expect(after.links.map((entry) => entry.linkId)).toContain(second.linkId);
    expect(after.links.map((entry) => entry.linkId)).not.toContain(first.linkId);

    // A second withdrawal is harmless: it answers the first one's who and when.
    clock += 60_000;
    const again = await withdraw('testimonial_style', first.linkId, ADMIN);
    expect(again.status).toBe(200);
    const againBody = shareLinkWithdrawResponseSchema.parse(await again.json());
    expect(againBody.alreadyWithdrawn).toBe(true);
    expect(againBody.link.withdrawnAt).toBe(new Date(startedAt + 120_000).toISOString());
    expect(againBody.link.withdrawnBy).toBe(MARKETER);
  });

  it("treat another experiment's link, or an unknown one, as not there (404), and leave it open", async () => {
    const link = shareLinkResponseSchema.parse(await (await create({}, MARKETER, 'cta_layout')).json());
    const elsewhere = await withdraw('testimonial_style', link.linkId);
    expect(elsewhere.status).toBe(404);
    expect(await messageOf(elsewhere)).toContain(link.linkId);
    expect((await withdraw('testimonial_style', 'AAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await withdraw('no_such', link.linkId)).status).toBe(404);
    expect((await shared('results', tokenOf(link.url))).status).toBe(200);
    const listed = shareLinkListResponseSchema.parse(await (await list('testimonial_style')).json());
    expect(listed.links.every((entry) => entry.experimentId === 'testimonial_style')).toBe(true);
  });

  it('last a week at most, and are made, listed and withdrawn by the team only', async () => {
    const tooLong = await create({ hours: 169 });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { fields: Record<string, string> }).fields.hours).toContain('at most 168');
    const link = shareLinkResponseSchema.parse(await (await create({ hours: 1 })).json());
    for (const [who, status] of [
      [null, 401],
      [OUTSIDER, 401],
    ] as const) {
      expect((await create({ hours: 1 }, who)).status).toBe(status);
      expect((await list('testimonial_style', who)).status).toBe(status);
      expect((await withdraw('testimonial_style', link.linkId, who)).status).toBe(status);
    }
    expect((await shared('results', tokenOf(link.url))).status).toBe(200);
  });
});

describe('refusals a browser meets', () => {
  const BROWSER = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

  it.each([
    ['/admin/outbox', null, 401, 'Sign in to see this page'],
    ['/admin/contact-messages', null, 401, 'Sign in to see this page'],
    ['/admin/outbox', MARKETER, 403, 'This page is not open to you'],
    ['/admin/contact-messages', MARKETER, 403, 'This page is not open to you'],
    ['/shared/results?token=x', null, 403, 'This link is not valid'],
  ] as const)('%s as %s: a %i page in the site style', async (path, who, status, title) => {
    const page = await get(path, who, BROWSER);
    expect(page.status).toBe(status);
    expect(page.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(page.headers.get('vary')).toContain('Accept');
    const html = await page.text();
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain('href="https://www.example.test/admin/tests"');
    expect(html).not.toMatch(/<script/i);

    const accepts: Record<string, string>[] = [{}, { Accept: 'application/json' }, { Accept: '*/*' }];
    for (const accept of accepts) {
      const json = await get(path, who, accept);
      expect(json.status).toBe(status);
      expect(json.headers.get('content-type')).toBe('application/json');
    }
  });
});
