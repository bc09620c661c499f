import { abStatsResponseSchema } from '@novavox/contracts-api/ab-stats';
import type { AnalyticsEvent } from '@novavox/contracts-api/analytics';
import { sampleRun, specExperimentIds } from '@novavox/contracts-api/testing';
import { bucketedVariant, catalogWeights, type ExperimentId, experimentCatalog } from '@novavox/contracts-experiments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExperimentRunStarts, firstExposureRunStarts } from '../stats/experiment-runs';
import { createEventStore } from '../stores/event-store';
import { liveAbStatsAnswer } from '../testing/live-ab-stats-answer';
import { signedVisitor } from '../testing/signed-visitors';
import { postJson, rowCount, startTestServer, type TestServer, useTestServer } from '../testing/start-test-server';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-21T12:00:00Z');
let clock = NOW;
let api: TestServer;
/** When set, the run starts the api is given (as the experiment state will); else its default. */
let injectedStarts: ExperimentRunStarts | null = null;

type Event = Record<string, unknown>;
const impression = (experiment_id: string, variant_id: string, visitor_id?: string): Event => ({
  name: 'experiment_impression',
  experiment_id,
  variant_id,
  ...(visitor_id ? { visitor_id } : {}),
});
const conversion = (experiment_id: string, variant_id: string, visitor_id?: string): Event => ({
  ...impression(experiment_id, variant_id, visitor_id),
  name: 'experiment_conversion',
});
const pageView = (page_path: string): Event => ({ name: 'page_view', page_path });

/** The known event set, by days before NOW; the expectations below are counted by hand from it. */
const eventsByDaysAgo: Record<number, Event[]> = {
  0: [
    impression('cta_button_color', 'A', 'v1'),
    impression('cta_button_color', 'A', 'v2'),
    impression('cta_button_color', 'A', 'v2'),
    impression('cta_button_color', 'B', 'v3'),
    impression('cta_button_color', 'B'),
    impression('cta_button_color', 'B'),
    conversion('cta_button_color', 'A', 'v1'),
    pageView('/'),
    pageView('/'),
    pageView('/family'),
    { name: 'form_submission', form: 'waitlist', source: 'general' },
    // The variant debug page's test events: stored, never counted (else D would read [1, 1] today).
    { ...impression('cta_button_color', 'D', 'debugger'), event_category: 'debug_test' },
    { ...conversion('cta_button_color', 'D', 'debugger'), event_category: 'debug_test' },
    { ...impression('family_headline', 'B', 'debugger'), event_category: 'debug_test' },
  ],
  1: [
    impression('cta_button_color', 'A', 'v4'),
    impression('cta_button_color', 'C', 'v5'),
    conversion('cta_button_color', 'C', 'v5'),
    conversion('cta_button_color', 'C', 'v5'),
    impression('subheadline', 'E', 'v1'),
    pageView('/'),
  ],
  5: [
    impression('cta_button_color', 'A', 'v1'),
    impression('cta_button_color', 'D', 'v6'),
    conversion('cta_button_color', 'D', 'v6'),
  ],
  20: [impression('cta_button_color', 'B', 'v7'), conversion('cta_button_color', 'B', 'v7'), pageView('/pricing')],
  45: [impression('cta_button_color', 'A', 'v8')],
  100: [impression('cta_button_color', 'A', 'v9'), pageView('/')],
};

beforeAll(async () => {
  api = await startTestServer({
    deps: {
      now: () => clock,
      experimentRunStarts: async () => injectedStarts ?? firstExposureRunStarts(api.db.db),
    },
  });
  // Stored through the store, as the events would arrive, oldest day first: these figures test the counting
  // rules (anonymous impressions and browser conversions as rows stored before POST /events refused them);
  // what POST /events accepts is tested below and in experiment-forgery.test.ts.
  const store = createEventStore(api.db);
  const days = Object.entries(eventsByDaysAgo).sort(([a], [b]) => Number(b) - Number(a));
  for (const [daysAgo, events] of days) {
    clock = NOW - Number(daysAgo) * DAY;
    await store.addBatch(events as unknown as AnalyticsEvent[], clock);
  }
  clock = NOW;
});
afterAll(() => api.close());

/** Every answer read here is also checked against the schema the dashboard parses it with. */
async function stats(query: string) {
  const response = await fetch(`${api.url}/analytics/ab-stats${query}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(abStatsResponseSchema.safeParse(body).error?.issues).toBeUndefined();
  return body;
}

function figures(
  body: { experiments: { id: string; variants: Record<string, { views: number; conversions: number }> }[] },
  id: string,
) {
  const experiment = body.experiments.find((candidate) => candidate.id === id);
  if (!experiment) throw new Error(`no ${id}`);
  return Object.fromEntries(
    Object.entries(experiment.variants).map(([key, variant]) => [key, [variant.views, variant.conversions]]),
  );
}

/*
 * Views are the visitors first exposed in the range, conversions those of them who converted by its last day.
 * By hand, for cta_button_color: v9 A (100 days ago), v8 A (45), v7 B converting (20), v1 A (5; converts today),
 * v6 D converting (5), v4 A (1), v5 C converting (1), today v2 A, v3 B and two anonymous B impressions.
 * "Today" holds v2 but not v1, whose exposure was 5 days ago (a window that only cuts into an experiment would
 * otherwise mix visitors who joined at different times).
 */
describe('GET /analytics/ab-stats from collected events', () => {
  it.each([
    ['?startDate=today&endDate=today', { A: [1, 0], B: [3, 0], C: [0, 0], D: [0, 0] }, [0, 0, 0, 0, 0], 3],
    ['?startDate=yesterday&endDate=yesterday', { A: [1, 0], B: [0, 0], C: [1, 1], D: [0, 0] }, [0, 0, 0, 0, 1], 1],
    ['?startDate=7daysAgo&endDate=today', { A: [3, 1], B: [3, 0], C: [1, 1], D: [1, 1] }, [0, 0, 0, 0, 1], 4],
    ['?startDate=7daysAgo&endDate=yesterday', { A: [2, 0], B: [0, 0], C: [1, 1], D: [1, 1] }, [0, 0, 0, 0, 1], 1],
    ['', { A: [3, 1], B: [4, 1], C: [1, 1], D: [1, 1] }, [0, 0, 0, 0, 1], 5],
    ['?startDate=90daysAgo&endDate=today', { A: [4, 1], B: [4, 1], C: [1, 1], D: [1, 1] }, [0, 0, 0, 0, 1], 5],
    ['?startDate=2026-08-13&endDate=2026-08-13', { A: [1, 0], B: [0, 0], C: [0, 0], D: [0, 0] }, [0, 0, 0, 0, 0], 1],
    ['?startDate=2026-09-01&endDate=2026-09-30', { A: [0, 0], B: [0, 0], C: [0, 0], D: [0, 0] }, [0, 0, 0, 0, 0], 0],
  ])('%s counts unique users per variant', async (query, colors, subheadlineViews, pageViews) => {
    const body = await stats(query);
    expect(figures(body, 'cta_button_color')).toEqual(colors);
    expect(Object.values(figures(body, 'subheadline')).map(([views]) => views)).toEqual(subheadlineViews);
    expect(body.totalPageViews).toBe(pageViews);
    expect(body.hasRealAbData).toBe(Object.values(colors).some(([views]) => (views ?? 0) > 0));
  });

  it("answers in the dashboard shape with every catalog experiment, the spec's nine among them", async () => {
    const body = await stats('?startDate=today&endDate=today');
    expect(body).toMatchObject({
      ...liveAbStatsAnswer(3, { '/': 2, '/family': 1 }),
      range: { startDate: 'today', endDate: 'today', from: '2026-11-21', to: '2026-11-21' },
    });
    expect(body).not.toHaveProperty('error');
    expect(body).not.toHaveProperty('warning');
    const ids: string[] = body.experiments.map((experiment: { id: string }) => experiment.id);
    expect(ids).toEqual(experimentCatalog.map((experiment) => experiment.id));
    expect(ids.filter((id) => specExperimentIds.includes(id))).toEqual(specExperimentIds);
    const color = body.experiments.find((experiment: { id: string }) => experiment.id === 'cta_button_color');
    expect(color).toMatchObject({ name: expect.any(String), description: expect.any(String) });
    expect(Object.keys(color.variants)).toEqual(['A', 'B', 'C', 'D']);
    expect(color.variants.A).toEqual({ name: 'Black', description: expect.any(String), views: 1, conversions: 0 });
  });

  it("leaves out the debug page's test events", async () => {
    const body = await stats('?startDate=today&endDate=today');
    const headline = body.experiments.find((experiment: { id: string }) => experiment.id === 'family_headline');
    expect(headline.firstSeenAt).toBeNull();
    expect(Object.values(figures(body, 'family_headline'))).toEqual(Object.keys(headline.variants).map(() => [0, 0]));
    expect(figures(body, 'cta_button_color').D).toEqual([0, 0]);
  });

  it('reports no A/B data for a range without impressions', async () => {
    const body = await stats('?startDate=2026-01-01&endDate=2026-01-31');
    expect(body.hasRealAbData).toBe(false);
    expect(body.totalPageViews).toBe(0);
  });

  // Bad dates are refused with 400 naming the field and the rule: src/http/bad-input-catalogue.test.ts.
});

/*
 * The run: every visitor first exposed from the run's start day to today, whatever the range. By hand, from the
 * list above: cta_button_color started 100 days ago (v9), so its run is everything: A v9 v8 v1 v4 v2 (v1 converts
 * today), B v7 (converts) v3 and two anonymous, C v5 (converts), D v6 (converts). subheadline started yesterday.
 */
describe('the run since the experiment started', () => {
  const runOf = (body: { experiments: { id: string; run: unknown }[] }, id: string) =>
    body.experiments.find((experiment) => experiment.id === id)?.run;
  const colorsSinceDay100 = { A: [5, 1], B: [4, 1], C: [1, 1], D: [1, 1] };

  it.each([
    '?startDate=today&endDate=today',
    '?startDate=yesterday&endDate=yesterday',
    '',
    '?startDate=2026-09-01&endDate=2026-09-30',
  ])('is the same whole run for %s, by default from the first recorded exposure', async (query) => {
    const body = await stats(query);
    const run = runOf(body, 'cta_button_color') as { variants: { key: string; views: number; conversions: number }[] };
    expect(run).toMatchObject({
      startedAt: new Date(NOW - 100 * DAY).toISOString(),
      from: '2026-08-13',
      to: '2026-11-21',
    });
    expect(Object.fromEntries(run.variants.map((arm) => [arm.key, [arm.views, arm.conversions]]))).toEqual(
      colorsSinceDay100,
    );
    expect(run.variants.map((arm) => arm.key)).toEqual(['A', 'B', 'C', 'D']);
    const subheadline = runOf(body, 'subheadline') as { from: string; variants: { key: string }[] };
    expect(subheadline.from).toBe('2026-11-20');
    expect(subheadline.variants.find((arm) => arm.key === 'A')).toEqual({ key: 'A', views: 0, conversions: 0 });
    expect(subheadline.variants.find((arm) => arm.key === 'E')).toEqual({ key: 'E', views: 1, conversions: 0 });
    // Only the debug page's test events: never exposed, so not started.
    expect(runOf(body, 'family_headline')).toBeNull();
  });

  it('counts from the start it is given, and says not started for the others', async () => {
    injectedStarts = new Map([
      ['cta_button_color' as ExperimentId, { startedAt: new Date(NOW - 5 * DAY - 60_000), runId: null }],
      ['subheadline', null],
    ]);
    try {
      const body = await stats('?startDate=today&endDate=today');
      // From 5 days ago: A v1 (converts today) v4 v2, B v3 and two anonymous, C v5, D v6.
      // With no plan kept for the run, the catalog's (5 %, +20 %) travels with it.
      expect(runOf(body, 'cta_button_color')).toEqual({
        ...sampleRun('2026-11-16T11:59:00.000Z', '2026-11-21', { A: [3, 1], B: [3, 0], C: [1, 1], D: [1, 1] }),
        plan: { baselineRate: 0.05, minimumDetectableEffect: 0.2 },
      });
      expect(runOf(body, 'subheadline')).toBeNull();
      expect(runOf(body, 'value_proposition')).toBeNull();
      // The range's own figures are untouched by the run.
      expect(figures(body, 'cta_button_color')).toEqual({ A: [1, 0], B: [3, 0], C: [0, 0], D: [0, 0] });
    } finally {
      injectedStarts = null;
    }
  });
});

describe('POST /events', () => {
  // Its own server, so what these tests post never reaches the figures the stats tests expect.
  const events = useTestServer({ env: { PUBLIC_EXPERIMENTS_ENABLED: 'true' }, deps: { now: () => NOW } });

  it('trusts a recent client time and refuses an implausible one, storing only the rest', async () => {
    const before = await rowCount(events.db, 'analytics_events');
    const response = await postJson(`${events.url}/events`, {
      events: [
        { ...pageView('/recent'), page_title: 'Recent', occurred_at: NOW - 3 * 60 * 60 * 1000 },
        { ...pageView('/forged'), occurred_at: NOW - 40 * DAY },
        { ...pageView('/future'), occurred_at: NOW + 2 * DAY },
      ],
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      ok: true,
      accepted: 1,
      refused: {
        'events.1.occurred_at': 'occurred_at is outside the window the api trusts (the last 48 hours, 5 minutes ahead)',
        'events.2.occurred_at': 'occurred_at is outside the window the api trusts (the last 48 hours, 5 minutes ahead)',
      },
    });
    expect(await rowCount(events.db, 'analytics_events')).toBe(before + 1);
    const rows = await events.db.db
      .selectFrom('analytics_events')
      .select(['page_path', 'page_title', 'occurred_at'])
      .where('page_path', 'in', ['/recent', '/forged', '/future'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([{ page_path: '/recent', page_title: 'Recent', occurred_at: '2026-11-21T09:00:00.000Z' }]);
  });

  it.each(
    [
      [{ events: [] }, 'events'],
      [{ events: [impression('cta_button_color', 'A'), { name: 'page_view' }] }, 'events.1.page_path'],
      [{ events: [impression('cta_button_color', 'E', 'v-bad')] }, 'events.0.variant_id'],
      [{ events: [impression('not_an_experiment', 'A', 'v-bad')] }, 'events.0.experiment_id'],
      [{ events: [impression('cta_button_color', 'a')] }, 'events.0.variant_id'],
      [
        { events: [{ ...impression('cta_button_color', 'A'), event_label: 'x'.repeat(10_000) }] },
        'events.0.event_label',
      ],
      [{ events: [{ name: 'purchase', amount: 5 }] }, 'events.0.name'],
      [{ nope: true }, 'events'],
    ].map(([batch, field]) => [field, batch]),
  )('rejects a batch with a bad %s and stores none of it', async (field, batch) => {
    const before = await rowCount(events.db, 'analytics_events');
    const response = await postJson(`${events.url}/events`, batch);
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).fields)).toContain(field);
    expect(await rowCount(events.db, 'analytics_events')).toBe(before);
  });

  it('takes a full batch of 50 long events (over 16 KB) and refuses more than 64 KB', async () => {
    const long = {
      ...impression(
        'cta_layout',
        bucketedVariant('cta_layout', catalogWeights('cta_layout'), 'v-long'),
        signedVisitor('v-long'),
      ),
      page_path: `/${'p'.repeat(300)}`,
      event_label: 'l'.repeat(150),
    };
    const full = { events: Array.from({ length: 50 }, () => long) };
    expect(JSON.stringify(full).length).toBeGreaterThan(16 * 1024);
    const accepted = await postJson(`${events.url}/events`, full);
    expect(await accepted.json()).toEqual({ ok: true, accepted: 50 });
    const huge = await postJson(`${events.url}/events`, { events: [{ ...long, event_label: 'x'.repeat(70_000) }] });
    expect(huge.status).toBe(413);
  });

  it('answers 415 and 400 like the forms', async () => {
    expect((await fetch(`${events.url}/events`, { method: 'POST', body: '{}' })).status).toBe(415);
    expect((await postJson(`${events.url}/events`, '{"events": [')).status).toBe(400);
  });
});

describe('ADMIN_TOKEN (the service token)', () => {
  it('protects the stats and the waitlist export when set: without a session, only the token opens them', async () => {
    const guarded = await startTestServer({ env: { ADMIN_TOKEN: 's3cret-admin-token' } });
    try {
      for (const path of ['/analytics/ab-stats', '/admin/waitlist.csv', '/admin/outbox']) {
        const anonymous = await fetch(`${guarded.url}${path}`);
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
        expect((await anonymous.json()).message).toBe('Sign in to see this page');
        const wrong = await fetch(`${guarded.url}${path}`, { headers: { Authorization: 'Bearer s3cret-admin-tokeN' } });
        expect(wrong.status).toBe(401);
        expect((await wrong.json()).message).toBe('A valid admin token is required');
        const right = await fetch(`${guarded.url}${path}`, { headers: { Authorization: 'Bearer s3cret-admin-token' } });
        expect(right.status).toBe(200);
      }
    } finally {
      await guarded.close();
    }
  });
});
