import type { AbStatsResponse } from '@novavox/contracts-api/ab-stats';
import type { AnalyticsEvent } from '@novavox/contracts-api/analytics';
import { bucketedVariant, catalogWeights, type ExperimentId } from '@novavox/contracts-experiments';
import { seededRandom } from '@novavox/experiment-stats/simulation';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getOrCreate } from '../stores/get-or-create';
import { signedVisitor, TEST_VISITOR_ID_SECRET } from '../testing/signed-visitors';
import { type SpawnedApi, spawnApi } from '../testing/spawn-api';
import { postJson, rowCount, startTestServer, type TestServer } from '../testing/start-test-server';

const HOUR = 60 * 60 * 1000;
const EXPERIMENTS = [
  { id: 'cta_layout', variants: ['A', 'B', 'C'] },
  { id: 'testimonial_style', variants: ['A', 'B', 'C'] },
] as const;
const VISITORS = 3000;
const BATCH = 50;

/** One visitor's part in one experiment: the same variant and day on every event, as the site assigns them. */
interface Part {
  visitor: string;
  experimentId: string;
  variantId: string;
  exposedAt: number;
  convertsAt: number | null;
}

/**
 * Traffic whose counts do not depend on the order in which two processes happen to commit it: a visitor's
 * impressions all name one variant on one day, and every conversion is sent after every impression. So the exact
 * figures are known in advance, while the same visitors still arrive through both processes at the same moment, in
 * batches that name them in different orders (what makes concurrent transactions contend for the same rows).
 */
function traffic(now: number) {
  const next = seededRandom(20261125);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const parts: Part[] = [];
  for (let v = 0; v < VISITORS; v++) {
    for (const experiment of EXPERIMENTS) {
      if (next() < 0.3) continue;
      // Within the 48 hours the server trusts a client's clock, so the days are the events' own.
      const exposedAt = now - Math.floor(next() * 40) * HOUR - 10 * 60_000;
      const visitor = signedVisitor(`visitor-${v}`);
      parts.push({
        visitor,
        experimentId: experiment.id,
        // The arm the api's running state gives this visitor: any other is refused (experiment-forgery.test.ts).
        variantId: bucketedVariant(
          experiment.id as ExperimentId,
          catalogWeights(experiment.id as ExperimentId),
          visitor,
        ),
        exposedAt,
        convertsAt: next() < 0.4 ? exposedAt + Math.floor(next() * 8) * 60_000 : null,
      });
    }
  }
  const event = (part: Part, name: 'experiment_impression' | 'experiment_conversion', at: number): AnalyticsEvent => ({
    name,
    experiment_id: part.experimentId,
    variant_id: part.variantId,
    event_category: 'ab_test',
    visitor_id: part.visitor,
    occurred_at: at,
  });
  const shuffled = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  };
  // Every impression twice or three times over (reloads, retries, a second tab), each copy in its own place.
  const impressions = shuffled([
    ...parts.flatMap((part) =>
      Array.from({ length: 2 + Math.floor(next() * 2) }, () => event(part, 'experiment_impression', part.exposedAt)),
    ),
    ...Array.from({ length: 300 }, (): AnalyticsEvent => ({ name: 'page_view', page_path: pick(['/', '/signup']) })),
  ]);
  const converting = parts.filter((part) => part.convertsAt !== null);
  const conversions = shuffled([
    ...converting.flatMap((part) => [
      event(part, 'experiment_conversion', part.convertsAt ?? 0),
      event(part, 'experiment_conversion', (part.convertsAt ?? 0) + 60_000),
    ]),
    // Exposed visitors seen again: nothing changes.
    ...parts.slice(0, 200).map((part) => event(part, 'experiment_impression', part.exposedAt)),
    // Conversions with no impression of that experiment by that visitor: stored, never counted.
    ...Array.from({ length: 50 }, (_, i) =>
      event(
        { visitor: `never-exposed-${i}`, experimentId: 'cta_layout', variantId: 'A', exposedAt: 0, convertsAt: null },
        'experiment_conversion',
        now - HOUR,
      ),
    ),
  ]);
  return { parts, impressions, conversions };
}

const inBatches = (events: AnalyticsEvent[]) =>
  Array.from({ length: Math.ceil(events.length / BATCH) }, (_, i) => events.slice(i * BATCH, (i + 1) * BATCH));

const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * What the dashboard must show, computed from the traffic plan, not from the api: per "experiment variant" its
 * views and conversions, and per "experiment variant day" the visitors first exposed that day.
 */
function expectedFigures(plan: ReturnType<typeof traffic>) {
  const totals = new Map<string, { views: number; conversions: number }>();
  const daily = new Map<string, number>();
  const add = (experimentId: string, variantId: string, converted: boolean, at: number) => {
    const total = getOrCreate(totals, `${experimentId} ${variantId}`, () => ({ views: 0, conversions: 0 }));
    total.views += 1;
    if (converted) total.conversions += 1;
    const dayKey = `${experimentId} ${variantId} ${day(at)}`;
    daily.set(dayKey, (daily.get(dayKey) ?? 0) + 1);
  };
  // Browser conversions are refused: conversions come only from confirmed sign-ups, which this traffic has none of.
  for (const part of plan.parts) add(part.experimentId, part.variantId, false, part.exposedAt);
  return { totals, daily };
}

/** The same two maps, read from the dashboard's answer. */
function shownFigures(body: AbStatsResponse) {
  const totals = new Map<string, { views: number; conversions: number }>();
  const daily = new Map<string, number>();
  for (const experiment of body.experiments ?? []) {
    if (!EXPERIMENTS.some(({ id }) => id === experiment.id)) continue;
    for (const [letter, { views, conversions }] of Object.entries(experiment.variants)) {
      if (views > 0 || conversions > 0) totals.set(`${experiment.id} ${letter}`, { views, conversions });
    }
    for (const { date, variants } of experiment.daily ?? []) {
      for (const [letter, { views }] of Object.entries(variants)) {
        if (views > 0) daily.set(`${experiment.id} ${letter} ${date}`, views);
      }
    }
  }
  return { totals, daily };
}

let api: TestServer;
let processes: SpawnedApi[] = [];
beforeEach(async () => {
  api = await startTestServer();
});
afterEach(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  processes = [];
  await api.close();
});

/** Bounded by count, not time: two processes on a loaded 2-core machine take a while. */
const LOAD_TIMEOUT_MS = 120_000;

describe('two api processes sharing one database', () => {
  it(
    'take the same visitors’ event batches at once with nothing lost, nothing counted twice, and exact figures',
    async () => {
      processes = await Promise.all(
        [0, 1].map(() =>
          spawnApi({
            ...api.databaseEnv,
            EVENTS_RATE_LIMIT_PER_MINUTE: '100000',
            EVENTS_PER_VISITOR_PER_HOUR: '100000',
            PUBLIC_EXPERIMENTS_ENABLED: 'true',
            VISITOR_ID_SECRET: TEST_VISITOR_ID_SECRET,
          }),
        ),
      );
      const plan = traffic(Date.now());
      // Each batch goes to both processes' queues in turn, so one visitor's copies arrive through both at once.
      const send = (events: AnalyticsEvent[]) =>
        Promise.all(
          inBatches(events).map((batch, i) =>
            postJson(`${processes[i % 2]?.url}/events`, { events: batch }).then((response) => response.status),
          ),
        );
      const statuses = [...(await send(plan.impressions)), ...(await send(plan.conversions))];
      expect(statuses.filter((status) => status !== 202)).toEqual([]);

      // The conversions are refused and not stored; the impressions sent with them are.
      const refusedConversions = plan.conversions.filter((event) => event.name === 'experiment_conversion').length;
      expect(await rowCount(api.db, 'analytics_events')).toBe(
        plan.impressions.length + plan.conversions.length - refusedConversions,
      );
      expect(await rowCount(api.db, 'experiment_exposures')).toBe(plan.parts.length);

      const response = await fetch(`${processes[0]?.url}/analytics/ab-stats?startDate=7daysAgo&endDate=today`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as AbStatsResponse;
      expect(shownFigures(body)).toEqual(expectedFigures(plan));
      expect(body.totalPageViews).toBe(300);

      if (api.db.engine === 'postgres') {
        // A deadlock is retried batch by batch, so it may cost no batch this time: none may happen at all.
        await Promise.all(processes.map((process) => process.stop()));
        const { rows } = await sql<{ deadlocks: number }>`
          SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()`.execute(api.db.db);
        expect(rows[0]?.deadlocks).toBe(0);
      }
    },
    LOAD_TIMEOUT_MS,
  );
});
