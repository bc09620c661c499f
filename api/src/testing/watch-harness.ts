import type { ExperimentId, ExperimentWeights } from '@novavox/contracts-experiments';
import { beforeEach, expect } from 'vitest';
import { loadApiConfig } from '../config/api-config';
import { type AppDatabase, openDatabase } from '../db/open-database';
import type { ApiMetrics } from '../observability/api-metrics';
import { createExperimentWatch, type ExperimentWatch } from '../watch/experiment-watch';
import type { ReadRunVerdict } from '../watch/run-verdict';
import { postJson, type TestServer, useTestServer } from './start-test-server';

/** The team the watch's tests mail: two members, one of each role. */
export const WATCH_TEAM = { TEAM_ADMIN_EMAILS: 'ada@novavox.test', TEAM_MARKETING_EMAILS: 'mo@novavox.test' };
export const WATCH_ADMIN_TOKEN = 'watch-test-admin-token-0123456789';

/**
 * A test api with a team and a clock the test moves (`clock.now`), and watches on its database: `watch()` is one
 * api process's watch on the app's own connection, `secondProcess()` another process's, on a connection of its own.
 */
export function useWatchHarness(startAt: number, env: Record<string, string> = {}) {
  const clock = { now: startAt };
  const now = () => clock.now;
  // Filled before each test, so a test file may complete `env` in its own beforeAll (a receiver's port).
  const serverEnv: Record<string, string> = {};
  beforeEach(() => {
    Object.assign(serverEnv, WATCH_TEAM, { ADMIN_TOKEN: WATCH_ADMIN_TOKEN }, env);
  });
  const api: TestServer = useTestServer({ env: serverEnv, deps: { now } }, 'each');
  const config = () => loadApiConfig({ ...WATCH_TEAM, ADMIN_TOKEN: WATCH_ADMIN_TOKEN, ...env, ...api.databaseEnv });
  const auth = { Authorization: `Bearer ${WATCH_ADMIN_TOKEN}` };
  const opened: AppDatabase[] = [];
  return {
    clock,
    api,
    auth,
    advance(ms: number) {
      clock.now += ms;
    },
    watch(readVerdict?: ReadRunVerdict, metrics?: ApiMetrics): ExperimentWatch {
      return createExperimentWatch({ db: api.db.db, config: config(), readVerdict, now, metrics });
    },
    async secondProcess(readVerdict?: ReadRunVerdict, metrics?: ApiMetrics): Promise<ExperimentWatch> {
      const database = await openDatabase(config().database);
      opened.push(database);
      return createExperimentWatch({ db: database.db, config: config(), readVerdict, now, metrics });
    },
    async closeOthers() {
      await Promise.all(opened.splice(0).map((database) => database.close()));
    },
    async change(id: ExperimentId, action: string, body: Record<string, unknown> = {}, status = 201) {
      const response = await postJson(`${api.url}/admin/experiments/${id}/${action}`, body, auth);
      const answer = (await response.json()) as { change?: { after: Record<string, unknown> }; fields?: unknown };
      expect(response.status, JSON.stringify(answer)).toBe(status);
      return answer;
    },
    async history(id: ExperimentId) {
      const response = await fetch(`${api.url}/admin/experiments/${id}/history`, { headers: auth });
      return (
        (await response.json()) as {
          changes: { action: string; actor: string; reason: string | null; after: Record<string, unknown> }[];
        }
      ).changes;
    },
    async alerts(id: ExperimentId) {
      const response = await fetch(`${api.url}/admin/experiments/${id}/alerts`, { headers: auth });
      expect(response.status).toBe(200);
      return (await response.json()) as {
        alerts: { kind: string; subject: string; sentAt: string | null; recipients: number; webhook: string | null }[];
      };
    },
    async teamMail() {
      return api.db.db
        .selectFrom('mail_outbox')
        .select(['recipient', 'subject', 'text_body', 'created_at'])
        .where('kind', '=', 'team-alert')
        .orderBy('id')
        .execute();
    },
  };
}

export type WatchHarness = ReturnType<typeof useWatchHarness>;

/** Sets a run's counters as if its visitors had come (arm → [views, conversions]). */
export async function setRunCounters(
  db: AppDatabase,
  id: ExperimentId,
  runId: string,
  arms: Partial<Record<string, readonly [number, number]>>,
): Promise<void> {
  for (const [variant, figures] of Object.entries(arms)) {
    if (!figures) continue;
    const [views, conversions] = figures;
    await db.db
      .insertInto('experiment_run_counters')
      .values({ experiment_id: id, run_id: runId, variant_id: variant, views, conversions })
      .onConflict((conflict) =>
        conflict.columns(['experiment_id', 'run_id', 'variant_id']).doUpdateSet({ views, conversions }),
      )
      .execute();
  }
}

/** One visitor of the run exposed at `at`, stored as ingest stores it (what tells the watch that traffic comes). */
export async function exposeVisitor(
  db: AppDatabase,
  id: ExperimentId,
  visitorId: string,
  variant: string,
  at: number,
): Promise<void> {
  const iso = new Date(at).toISOString();
  await db.db
    .insertInto('experiment_exposures')
    .values({
      experiment_id: id,
      visitor_id: visitorId,
      variant_id: variant,
      exposed_on: iso.slice(0, 10),
      exposed_at: iso,
      converted_on: null,
    })
    .execute();
  await db.db
    .insertInto('analytics_events')
    .values({
      name: 'experiment_impression',
      occurred_at: iso,
      occurred_on: iso.slice(0, 10),
      visitor_id: visitorId,
      experiment_id: id,
      variant_id: variant,
      received_at: iso,
    })
    .execute();
  await db.db
    .insertInto('experiment_daily_views')
    .values({ experiment_id: id, variant_id: variant, day: iso.slice(0, 10), views: 1, first_at: iso })
    .onConflict((conflict) =>
      conflict
        .columns(['experiment_id', 'variant_id', 'day'])
        .doUpdateSet((eb) => ({ views: eb('experiment_daily_views.views', '+', 1) })),
    )
    .execute();
}

export const evenWeights = (keys: readonly string[]): ExperimentWeights =>
  Object.fromEntries(keys.map((key) => [key, 1])) as ExperimentWeights;
