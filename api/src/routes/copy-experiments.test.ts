import {
  type CopyDocument,
  type CopyExperiment,
  copyExperimentAnswerSchema,
  copyExperimentHistoryAnswerSchema,
  copyExperimentsAnswerSchema,
  copySlotsAnswerSchema,
  type SlotCopyChange,
  slotCopyHistoryAnswerSchema,
} from '@novavox/contracts-experiments';
import { afterEach, describe, expect, it } from 'vitest';
import { createTeamSessionStore } from '../team/team-session-store';
import { startTestServer, type TestServer } from '../testing/start-test-server';

/** Copy experiments written in the dashboard (docs/copy-experiments.md), on both engines (the api-postgres leg). */

const MARKETER = 'mia.marketing@novavox.ai';
const ADMIN = 'ada.admin@novavox.ai';
const TOKEN = 'copy-test-service-token-0123';
const ENV = { TEAM_MARKETING_EMAILS: MARKETER, TEAM_ADMIN_EMAILS: ADMIN, ADMIN_TOKEN: TOKEN };

let api: TestServer | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

async function start(): Promise<TestServer> {
  api = await startTestServer({ env: ENV });
  return api;
}

/** A signed-in person's cookie: a session made in the store, as the e-mailed link makes one (team.test.ts). */
async function cookieOf(server: TestServer, email: string): Promise<string> {
  const token = await createTeamSessionStore(server.db.db).createSession(email, new Date(), 3_600_000);
  return `nvx_team_session=${token}`;
}

function call(server: TestServer, method: string, path: string, cookie: string | null, body?: unknown) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const headlineTest = {
  name: 'Headline: worry or warmth',
  hypothesis: 'Naming the worry in the headline raises confirmed sign-ups by 20 % over the control.',
  variants: [
    { hero_headline: 'Peace of mind for you. A friendly daily call for Mom and Dad.' },
    { hero_headline: 'Is Mom okay today? One call a day tells you.' },
    { hero_headline: 'A daily hello for Dad, a daily update for you.' },
  ],
};

async function created(server: TestServer, cookie: string, body: unknown = headlineTest): Promise<CopyExperiment> {
  const response = await call(server, 'POST', '/admin/copy/experiments', cookie, body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { experiment: CopyExperiment }).experiment;
}

async function copyDocument(server: TestServer): Promise<CopyDocument> {
  return (await (await fetch(`${server.url}/experiments/copy`)).json()) as CopyDocument;
}

describe('who may write copy experiments', () => {
  it('refuses visitors and signed-out people (401) everywhere, and lets marketing and admin create', async () => {
    const server = await start();
    for (const [method, path] of [
      ['GET', '/admin/copy/slots'],
      ['GET', '/admin/copy/experiments'],
      ['POST', '/admin/copy/experiments'],
      ['POST', '/admin/copy/experiments/copy_x/start'],
      ['POST', '/admin/copy/experiments/copy_x/ship'],
      ['POST', '/admin/copy/experiments/copy_x/rollback'],
    ] as const) {
      const response = await call(server, method, path, null, method === 'POST' ? headlineTest : undefined);
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    // Someone signed in whom the team no longer lists is nobody.
    expect(
      (await call(server, 'POST', '/admin/copy/experiments', await cookieOf(server, 'gone@novavox.ai'), headlineTest))
        .status,
    ).toBe(401);
    expect((await server.db.db.selectFrom('copy_experiments').selectAll().execute()).length).toBe(0);

    const byMarketing = await created(server, await cookieOf(server, MARKETER));
    expect(byMarketing).toMatchObject({ status: 'draft', createdBy: MARKETER, page: '/', slots: ['hero_headline'] });
    expect(byMarketing.id).toMatch(/^copy_[0-9a-f]{12}$/);
    expect(byMarketing.variants.map((variant) => variant.key)).toEqual(['A', 'B', 'C']);
    expect((await created(server, await cookieOf(server, ADMIN))).createdBy).toBe(ADMIN);
    // The public document shows nothing of a draft.
    expect(await copyDocument(server)).toEqual({ slotCopy: {}, running: [] });
  });
});

describe('a draft', () => {
  it('refuses bad copy with 400, naming the arm, the slot and the rule', async () => {
    const server = await start();
    const cookie = await cookieOf(server, MARKETER);
    const response = await call(server, 'POST', '/admin/copy/experiments', cookie, {
      name: 'Bad',
      hypothesis: 'x',
      variants: [
        { hero_headline: 'Fine headline', hero_cta_label: 'Join' },
        { hero_headline: '<script>alert(1)</script>', hero_cta_label: 'Join\u202E now' },
        { hero_headline: 'No button here', footer: 'x' },
      ],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({
      'variants.1.hero_headline': 'must not contain HTML',
      'variants.1.hero_cta_label': 'must not contain control, invisible or direction-changing characters',
      'variants.2.hero_cta_label': 'is missing: every arm gives copy for the same slots',
      'variants.2.footer': 'is not a copy slot',
    });
    const tooLong = await call(server, 'POST', '/admin/copy/experiments', cookie, {
      ...headlineTest,
      variants: [{ hero_cta_label: 'Join Waitlist' }, { hero_cta_label: 'Reserve my place in the list' }],
    });
    expect(((await tooLong.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      'variants.1.hero_cta_label': 'must fit at 320 px: at most 27 characters (it has 28)',
    });
    const oneArm = await call(server, 'POST', '/admin/copy/experiments', cookie, {
      ...headlineTest,
      variants: [headlineTest.variants[0]],
    });
    expect(((await oneArm.json()) as { fields: Record<string, string> }).fields).toEqual({
      variants: 'must have at least 2 arms (A, the control, and one to test)',
    });
  });

  it('is kept and editable until started, then no longer editable', async () => {
    const server = await start();
    const cookie = await cookieOf(server, MARKETER);
    const draft = await created(server, cookie);
    const edited = await call(server, 'PUT', `/admin/copy/experiments/${draft.id}`, cookie, {
      ...headlineTest,
      hypothesis: 'A shorter, warmer headline converts better.',
    });
    expect(edited.status).toBe(200);
    const read = await call(server, 'GET', `/admin/copy/experiments/${draft.id}`, cookie);
    expect(((await read.json()) as { experiment: CopyExperiment }).experiment.hypothesis).toBe(
      'A shorter, warmer headline converts better.',
    );
    expect((await call(server, 'POST', `/admin/copy/experiments/${draft.id}/start`, cookie)).status).toBe(201);
    const late = await call(server, 'PUT', `/admin/copy/experiments/${draft.id}`, cookie, headlineTest);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: string }).error).toBe(
      `Cannot edit ${draft.id}: it is running; only a draft can be edited`,
    );
  });
});

describe('running', () => {
  it('publishes the running arms for visitors, and keeps a second experiment off the same slot', async () => {
    const server = await start();
    const cookie = await cookieOf(server, MARKETER);
    const first = await created(server, cookie);
    const second = await created(server, cookie, {
      ...headlineTest,
      variants: [
        { hero_headline: 'Peace of mind for you.', hero_subheadline: 'Daily calls.' },
        { hero_headline: 'Daily calls, daily news.', hero_subheadline: 'For Mom and Dad.' },
      ],
    });
    const other = await created(server, cookie, {
      ...headlineTest,
      variants: [
        { closing_heading: 'Give your parent a friendly call every day' },
        { closing_heading: 'Start tomorrow' },
      ],
    });
    const started = await call(server, 'POST', `/admin/copy/experiments/${first.id}/start`, cookie, { reason: 'Q4' });
    const running = ((await started.json()) as { experiment: CopyExperiment }).experiment;
    expect(running).toMatchObject({ status: 'running' });
    expect(running.runId).toMatch(/^[0-9a-f-]{36}$/);

    const clash = await call(server, 'POST', `/admin/copy/experiments/${second.id}/start`, cookie);
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { error: string }).error).toBe(
      `Cannot start ${second.id}: slot hero_headline on / is claimed by the running experiment ${first.id}`,
    );
    expect((await call(server, 'POST', `/admin/copy/experiments/${other.id}/start`, cookie)).status).toBe(201);

    const document = await copyDocument(server);
    expect(document.running.map((experiment) => experiment.id).sort()).toEqual([first.id, other.id].sort());
    expect(document.running.find((experiment) => experiment.id === first.id)).toEqual({
      id: first.id,
      runId: running.runId,
      page: '/',
      variants: first.variants,
    });

    // Stopping frees the slot.
    expect((await call(server, 'POST', `/admin/copy/experiments/${first.id}/stop`, cookie)).status).toBe(201);
    expect((await call(server, 'POST', `/admin/copy/experiments/${second.id}/start`, cookie)).status).toBe(201);
    // A stopped experiment cannot start again (a new draft is a new test).
    expect((await call(server, 'POST', `/admin/copy/experiments/${first.id}/start`, cookie)).status).toBe(409);
  });

  it('may not start on a slot whose coded experiment is running', async () => {
    const server = await start();
    const cookie = await cookieOf(server, MARKETER);
    const draft = await created(server, cookie);
    expect((await call(server, 'POST', '/admin/experiments/family_headline/start', cookie)).status).toBe(201);
    const refused = await call(server, 'POST', `/admin/copy/experiments/${draft.id}/start`, cookie);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(
      `Cannot start ${draft.id}: slot hero_headline is varied by the coded experiment family_headline, which is running; pause or conclude it first`,
    );
    expect(await server.db.db.selectFrom('copy_slot_claims').selectAll().execute()).toEqual([]);
  });

  it('lets only one of two experiments started at once on one slot win', async () => {
    const server = await start();
    const cookie = await cookieOf(server, MARKETER);
    const drafts = await Promise.all([created(server, cookie), created(server, cookie), created(server, cookie)]);
    const answers = await Promise.all(
      drafts.map((draft) => call(server, 'POST', `/admin/copy/experiments/${draft.id}/start`, cookie)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect((await copyDocument(server)).running).toHaveLength(1);
  });
});

describe('shipping', () => {
  it('makes the arm’s copy the slot’s copy for everyone, with who/when/why, and one action rolls it back', async () => {
    const server = await start();
    const cookie = await cookieOf(server, MARKETER);
    const draft = await created(server, cookie);
    await call(server, 'POST', `/admin/copy/experiments/${draft.id}/start`, cookie);
    const badShip = await call(server, 'POST', `/admin/copy/experiments/${draft.id}/ship`, cookie, { variant: 'F' });
    expect(badShip.status).toBe(409);
    const noVariant = await call(server, 'POST', `/admin/copy/experiments/${draft.id}/ship`, cookie, {});
    expect(((await noVariant.json()) as { fields: Record<string, string> }).fields).toEqual({
      variant: 'must be one of the variant letters A, B, C, D, E, F',
    });

    const shipped = await call(server, 'POST', `/admin/copy/experiments/${draft.id}/ship`, cookie, {
      variant: 'B',
      reason: 'B won: +24 % confirmed sign-ups',
    });
    expect(shipped.status).toBe(201);
    expect(((await shipped.json()) as { experiment: CopyExperiment }).experiment).toMatchObject({
      status: 'shipped',
      shippedVariant: 'B',
    });
    expect(await copyDocument(server)).toEqual({
      slotCopy: { hero_headline: 'Is Mom okay today? One call a day tells you.' },
      running: [],
    });
    const slots = (await (await call(server, 'GET', '/admin/copy/slots', cookie)).json()) as {
      slots: { id: string; current: string; shipped: boolean; defaultText: string }[];
    };
    expect(slots.slots.find((slot) => slot.id === 'hero_headline')).toMatchObject({
      current: 'Is Mom okay today? One call a day tells you.',
      shipped: true,
      defaultText: 'Peace of mind for you. A friendly daily call for Mom and Dad.',
    });

    const rolledBack = await call(server, 'POST', `/admin/copy/experiments/${draft.id}/rollback`, cookie, {
      reason: 'Brand review',
    });
    expect(rolledBack.status).toBe(201);
    expect(await copyDocument(server)).toEqual({ slotCopy: {}, running: [] });

    const history = (await (await call(server, 'GET', '/admin/copy/slots/hero_headline/history', cookie)).json()) as {
      changes: SlotCopyChange[];
    };
    expect(
      history.changes.map(({ action, before, after, actor, reason, experimentId, variantId }) => ({
        action,
        before,
        after,
        actor,
        reason,
        experimentId,
        variantId,
      })),
    ).toEqual([
      {
        action: 'ship',
        before: null,
        after: 'Is Mom okay today? One call a day tells you.',
        actor: MARKETER,
        reason: 'B won: +24 % confirmed sign-ups',
        experimentId: draft.id,
        variantId: 'B',
      },
      {
        action: 'rollback',
        before: 'Is Mom okay today? One call a day tells you.',
        after: null,
        actor: MARKETER,
        reason: 'Brand review',
        experimentId: draft.id,
        variantId: 'B',
      },
    ]);
    expect(history.changes.every((change) => !Number.isNaN(Date.parse(change.at)))).toBe(true);
    const csv = await (await call(server, 'GET', '/admin/copy/slots/history.csv', cookie)).text();
    expect(csv.split(/\r?\n/)[0]).toBe(
      'id,slot_id,changed_at,actor,action,reason,experiment_id,variant_id,before,after',
    );

    const log = (await (await call(server, 'GET', `/admin/copy/experiments/${draft.id}/history`, cookie)).json()) as {
      changes: { action: string; before: string; after: string; actor: string }[];
    };
    expect(log.changes.map((change) => [change.action, change.before, change.after])).toEqual([
      ['create', 'draft', 'draft'],
      ['start', 'draft', 'running'],
      ['ship', 'running', 'shipped'],
      ['rollback', 'shipped', 'rolled_back'],
    ]);
  });

  it('restores the copy shipped before, and refuses to roll back a ship a later one replaced', async () => {
    const server = await start();
    const cookie = await cookieOf(server, MARKETER);
    const first = await created(server, cookie);
    await call(server, 'POST', `/admin/copy/experiments/${first.id}/start`, cookie);
    await call(server, 'POST', `/admin/copy/experiments/${first.id}/ship`, cookie, { variant: 'C' });
    const second = await created(server, cookie);
    await call(server, 'POST', `/admin/copy/experiments/${second.id}/start`, cookie);
    await call(server, 'POST', `/admin/copy/experiments/${second.id}/ship`, cookie, { variant: 'B' });
    expect((await copyDocument(server)).slotCopy).toEqual({
      hero_headline: 'Is Mom okay today? One call a day tells you.',
    });

    const stale = await call(server, 'POST', `/admin/copy/experiments/${first.id}/rollback`, cookie);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toBe(
      `Cannot roll back ${first.id}: slot hero_headline was changed since it shipped (by ${second.id}); roll that back first`,
    );
    const undone = await call(server, 'POST', `/admin/copy/experiments/${second.id}/rollback`, cookie);
    expect(await undone.text()).toContain('rolled_back');
    expect((await copyDocument(server)).slotCopy).toEqual({
      hero_headline: 'A daily hello for Dad, a daily update for you.',
    });
    expect((await call(server, 'POST', `/admin/copy/experiments/${first.id}/rollback`, cookie)).status).toBe(201);
    expect((await copyDocument(server)).slotCopy).toEqual({});
  });
});

describe('the answers the dashboard reads', () => {
  it('match the shared answer schemas (copy-admin-answers.ts) at every step', async () => {
    const server = await start();
    const cookie = await cookieOf(server, MARKETER);
    const read = async (path: string, schema: { safeParse(value: unknown): { success: boolean } }) => {
      const body: unknown = await (await call(server, 'GET', path, cookie)).json();
      expect(schema.safeParse(body), path).toMatchObject({ success: true });
    };
    const draft = await created(server, cookie);
    for (const step of ['start', 'ship', 'rollback']) {
      const response = await call(server, 'POST', `/admin/copy/experiments/${draft.id}/${step}`, cookie, {
        variant: 'C',
        reason: 'schema check',
      });
      expect(copyExperimentAnswerSchema.safeParse(await response.json())).toMatchObject({ success: true });
      await read('/admin/copy/slots', copySlotsAnswerSchema);
      await read('/admin/copy/experiments', copyExperimentsAnswerSchema);
      await read(`/admin/copy/experiments/${draft.id}/history`, copyExperimentHistoryAnswerSchema);
      await read('/admin/copy/slots/hero_headline/history', slotCopyHistoryAnswerSchema);
    }
    // Not vacuous: a slot history row without its actor is refused.
    expect(
      slotCopyHistoryAnswerSchema.safeParse({ changes: [{ id: 1, slotId: 'hero_headline', action: 'ship' }] }).success,
    ).toBe(false);
  });
});
