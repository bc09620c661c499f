import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import {
  bucketedVariant,
  catalogWeights,
  type ExperimentId,
  experimentById,
  type VariantKey,
} from '@novavox/contracts-experiments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedVisitor } from '../testing/signed-visitors';
import { postJson, rowCount, startTestServer, type TestServer } from '../testing/start-test-server';

/**
 * The forgery the dashboard used to fall for, replayed against an api whose experiments run: made-up visitors
 * converting on one arm, impressions without a visitor id on the others, stale timestamps, and a bot. Every figure
 * the dashboard reads must stay as it was; only a confirmed sign-up of an exposed visitor adds a conversion.
 */
const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-25T12:00:00Z');
const EXPERIMENT: ExperimentId = 'cta_button_color';
const OTHER: ExperimentId = 'family_headline';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const clock = NOW;
let api: TestServer;

const arm = (id: ExperimentId, visitor: string): VariantKey => bucketedVariant(id, catalogWeights(id), visitor);
const impression = (id: ExperimentId, visitor: string | undefined, variant: string, at = clock) => ({
  name: 'experiment_impression',
  experiment_id: id,
  variant_id: variant,
  ...(visitor === undefined ? {} : { visitor_id: visitor }),
  occurred_at: at,
});
const conversion = (id: ExperimentId, visitor: string, variant: string) => ({
  ...impression(id, visitor, variant),
  name: 'experiment_conversion',
});
const post = (events: unknown[], userAgent = CHROME) =>
  postJson(`${api.url}/events`, { events }, { 'User-Agent': userAgent });

/** Everything the dashboard shows, for every range it offers. */
async function dashboard() {
  const ranges = ['?startDate=today&endDate=today', '?startDate=7daysAgo&endDate=today', ''];
  return Promise.all(
    ranges.map(async (query) => {
      const response = await fetch(`${api.url}/analytics/ab-stats${query}`);
      expect(response.status).toBe(200);
      return response.json();
    }),
  );
}

function figuresOf(body: {
  experiments: { id: string; variants: Record<string, { views: number; conversions: number }> }[];
}) {
  const experiment = body.experiments.find((candidate) => candidate.id === EXPERIMENT);
  return Object.fromEntries(
    Object.entries(experiment?.variants ?? {}).map(([key, variant]) => [key, [variant.views, variant.conversions]]),
  );
}

const signUp = (email: string, visitorId: string, extra: Record<string, unknown> = {}) =>
  postJson(`${api.url}/forms/waitlist`, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    consentVersion: WAITLIST_CONSENT.version,
    visitorId,
    ...extra,
  });

/** The confirmation link e-mailed to `email`, pointed at this test's api. */
async function confirmationLink(email: string): Promise<string> {
  const outbox = (await (await fetch(`${api.url}/admin/outbox`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const message = outbox.messages.find((candidate) => candidate.to === email);
  const text = JSON.stringify(message ?? {});
  const match = /https?:\/\/[^\s"\\]+\/waitlist\/confirm\?token=[^\s"\\]+/.exec(text);
  if (!match) throw new Error(`no confirmation link for ${email}`);
  const url = new URL(match[0]);
  return `${api.url}${url.pathname}${url.search}`;
}

/** Uses the link as the person would; whichever route the api offers for it, the lifecycle's confirm step counts. */
/** Presses the e-mailed link's button: the link itself only asks, its page POSTs the token. */
const confirm = (link: string) =>
  fetch(`${api.url}/waitlist/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }).toString(),
    redirect: 'manual',
  });

beforeAll(async () => {
  api = await startTestServer({
    env: {
      PUBLIC_EXPERIMENTS_ENABLED: 'true',
      EVENTS_RATE_LIMIT_PER_MINUTE: '1000',
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
    },
    deps: { now: () => clock },
  });
  // Genuine traffic: 24 visitors each see their own arm of two experiments; three of them sign up and confirm.
  const visitors = Array.from({ length: 24 }, (_, i) => signedVisitor(`real-${i}`));
  const response = await post(
    visitors.flatMap((visitor) => [
      impression(EXPERIMENT, visitor, arm(EXPERIMENT, visitor), NOW - 3 * HOUR),
      impression(OTHER, visitor, arm(OTHER, visitor), NOW - 3 * HOUR),
    ]),
  );
  expect(await response.json()).toEqual({ ok: true, accepted: 48 });
  for (const [i, visitor] of visitors.slice(0, 3).entries()) {
    expect((await signUp(`real-${i}@example.com`, visitor)).status).toBe(201);
    expect((await confirm(await confirmationLink(`real-${i}@example.com`))).status).toBe(303);
  }
});
afterAll(() => api.close());

describe('forged traffic', () => {
  it('moves no figure of the dashboard', async () => {
    const before = await dashboard();
    expect(figuresOf(before[0]).A?.[0] ?? 0).toBeGreaterThanOrEqual(0);
    const convertedBefore = Object.values(figuresOf(before[0])).reduce(
      (sum, [, conversions]) => sum + (conversions ?? 0),
      0,
    );
    expect(convertedBefore).toBe(3);

    // Made-up visitors claiming arm B (each id falls in another arm) with a conversion each, in six requests.
    const forged = Array.from({ length: 400 }, (_, i) => `forged-${i}`).filter((id) => arm(EXPERIMENT, id) !== 'B');
    for (let request = 0; request < 6; request++) {
      const batch = forged.slice(request * 8, request * 8 + 8);
      const answer = await post(
        batch.flatMap((id) => [impression(EXPERIMENT, id, 'B'), conversion(EXPERIMENT, id, 'B')]),
      );
      expect(answer.status).toBe(202);
      expect((await answer.json()).accepted).toBe(0);
    }
    // Impressions without a visitor id on the other arms: refused whole.
    const anonymous = await post(
      ['A', 'C', 'D'].flatMap((letter) => Array.from({ length: 10 }, () => impression(EXPERIMENT, undefined, letter))),
    );
    expect(anonymous.status).toBe(422);
    expect((await anonymous.json()).fields['events.0.visitor_id']).toBe('visitor_id is required for an impression');
    // A stale timestamp (47 hours is inside the window; 49 is not) on a correct impression of a new visitor.
    const stale = await post([
      impression(EXPERIMENT, signedVisitor('late-visitor'), arm(EXPERIMENT, 'late-visitor'), NOW - 49 * HOUR),
    ]);
    expect(await stale.json()).toMatchObject({ accepted: 0, refused: { 'events.0.occurred_at': expect.any(String) } });
    // A conversion for a genuine, exposed visitor, sent by a script: conversions come only from confirmations.
    const scripted = await post([conversion(EXPERIMENT, signedVisitor('real-5'), arm(EXPERIMENT, 'real-5'))]);
    expect(await scripted.json()).toMatchObject({ accepted: 0, refused: { 'events.0.name': expect.any(String) } });
    // A crawler's correct impression.
    const bot = await post(
      [impression(EXPERIMENT, signedVisitor('crawler'), arm(EXPERIMENT, 'crawler'))],
      'Googlebot/2.1',
    );
    expect(await bot.json()).toMatchObject({ accepted: 0 });
    // An experiment that is not running takes no impression.
    await fetch(`${api.url}/admin/experiments/${OTHER}/pause`, { method: 'POST' });
    const paused = await post([impression(OTHER, signedVisitor('real-9'), arm(OTHER, 'real-9'))]);
    expect(await paused.json()).toMatchObject({
      accepted: 0,
      refused: { 'events.0.experiment_id': `${OTHER} is not running` },
    });
    // A repeat sign-up of a visitor already counted, and a bot's (the honeypot): nothing.
    expect((await signUp('real-0@example.com', signedVisitor('real-0'))).status).toBe(201);
    expect((await signUp('bot@example.com', signedVisitor('real-6'), { website: 'spam.example' })).status).toBe(201);

    expect(await dashboard()).toEqual(before);
    // A real pending sign-up is a sign-up submitted (a secondary metric), never a conversion.
    expect((await signUp('pending@example.com', signedVisitor('real-7'))).status).toBe(201);
    expect((await dashboard()).map(figuresOf)).toEqual(before.map(figuresOf));
  });

  it('lets a confirmed sign-up add one conversion, to the confirming visitor’s arm only, once', async () => {
    const visitor = signedVisitor('real-10');
    const before = figuresOf((await dashboard())[0]);
    expect((await signUp('ten@example.com', visitor)).status).toBe(201);
    expect(figuresOf((await dashboard())[0])).toEqual(before);
    const link = await confirmationLink('ten@example.com');
    expect((await confirm(link)).status).toBe(303);
    const after = figuresOf((await dashboard())[0]);
    const expected = structuredClone(before);
    const letter = arm(EXPERIMENT, visitor);
    (expected[letter] as number[])[1] = ((expected[letter] as number[])[1] ?? 0) + 1;
    expect(after).toEqual(expected);
    // The link again: already confirmed, nothing more.
    await confirm(link);
    expect(figuresOf((await dashboard())[0])).toEqual(expected);
    // The paused experiment got nothing from this confirmation.
    const rows = await api.db.db
      .selectFrom('experiment_metric_visitors')
      .select(['experiment_id', 'metric_id'])
      .where('visitor_id', '=', visitor)
      .orderBy('metric_id')
      .execute();
    expect(rows).toEqual([
      { experiment_id: EXPERIMENT, metric_id: 'confirmed_signup' },
      { experiment_id: EXPERIMENT, metric_id: 'signup_submitted' },
    ]);
  });

  it('stores an event sent again under its id once', async () => {
    const visitor = signedVisitor('retrying-visitor');
    const event = { ...impression(EXPERIMENT, visitor, arm(EXPERIMENT, visitor)), event_id: 'evt-retry-1' };
    const before = await rowCount(api.db, 'analytics_events');
    for (let i = 0; i < 3; i++) expect((await (await post([event])).json()).accepted).toBe(1);
    expect(await rowCount(api.db, 'analytics_events')).toBe(before + 1);
  });

  it('limits the events of one visitor per hour', async () => {
    const limited = await startTestServer({ env: { EVENTS_PER_VISITOR_PER_HOUR: '3' }, deps: { now: () => clock } });
    try {
      // Two visitors in one batch, each with an allowance of its own: busy's fourth and fifth events are refused.
      const visitors = ['busy', 'calm', 'busy', 'busy', 'calm', 'busy', 'busy'];
      const views = visitors.map((visitor) => ({ name: 'page_view', page_path: '/', visitor_id: visitor }));
      const answer = await postJson(`${limited.url}/events`, { events: views }, { 'User-Agent': CHROME });
      const body = await answer.json();
      expect(body).toMatchObject({ accepted: 5 });
      expect(Object.keys(body.refused)).toEqual(['events.5.visitor_id', 'events.6.visitor_id']);
    } finally {
      await limited.close();
    }
  });
});

describe('secondary metrics', () => {
  it('are counted per visitor from what the server saw, beside the conversions', async () => {
    const visitor = signedVisitor('real-12');
    const letter = arm(EXPERIMENT, visitor);
    expect(experimentById(EXPERIMENT).variants.some((variant) => variant.key === letter)).toBe(true);
    await postJson(`${api.url}/forms/contact`, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+15551234567',
      message: 'Please call me about my mother.',
      visitorId: visitor,
    });
    await post([{ name: 'demo_call_started', visitor_id: visitor, occurred_at: clock }]);
    await post([{ name: 'demo_call_started', visitor_id: visitor, occurred_at: clock }]);
    const [today] = await dashboard();
    const experiment = today.experiments.find((candidate: { id: string }) => candidate.id === EXPERIMENT);
    expect(experiment.metrics.contact_sent[letter]).toBe(1);
    expect(experiment.metrics.demo_call_started[letter]).toBe(1);
    expect(experiment.crossoverVisitors).toBe(0);
  });
});
