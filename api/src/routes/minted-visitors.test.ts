import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { VISITOR_ID_CAP_MESSAGE } from '@novavox/contracts-api/visitor-ids';
import { bucketedVariant, catalogWeights, type ExperimentId } from '@novavox/contracts-experiments';
import { newVisitorId } from '@novavox/contracts-experiments/experiment-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootApi } from '../boot-api';
import { loadApiConfig } from '../config/api-config';
import { createApiMetrics } from '../observability/api-metrics';
import { replayMintedVisitors } from '../testing/replay-minted-visitors';
import { signedVisitor } from '../testing/signed-visitors';
import { postJson, startTestServer, type TestServer } from '../testing/start-test-server';

/**
 * Issue 44's replays against an api whose experiments run, on both engines: made-up visitors whose arm anyone can
 * compute from the public hash move no figure of the dashboard and raise no alarm, and what was refused is counted.
 */
const EXPERIMENT: ExperimentId = 'cta_button_color';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const weights = catalogWeights(EXPERIMENT);
const arm = (visitor: string) => bucketedVariant(EXPERIMENT, weights, visitor);
const metrics = createApiMetrics();
let api: TestServer;

const impression = (visitorId: string, variant = arm(visitorId)) => ({
  name: 'experiment_impression',
  experiment_id: EXPERIMENT,
  variant_id: variant,
  visitor_id: visitorId,
  occurred_at: Date.now(),
});
const post = (events: unknown[]) => postJson(`${api.url}/events`, { events }, { 'User-Agent': CHROME });

/** The experiment as the dashboard shows it: figures per arm, the verdict and the alarms. */
async function experimentOnDashboard(): Promise<unknown> {
  const response = await fetch(`${api.url}/analytics/ab-stats`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { experiments: { id: string }[] };
  return body.experiments.find((experiment) => experiment.id === EXPERIMENT);
}

const refusedBy = async (reason: string) =>
  (await metrics.visitorIdsRefused.get()).values.find((value) => value.labels.reason === reason)?.value ?? 0;

beforeAll(async () => {
  api = await startTestServer({
    env: { PUBLIC_EXPERIMENTS_ENABLED: 'true', EVENTS_RATE_LIMIT_PER_MINUTE: '1000' },
    deps: { metrics },
  });
  // Genuine visitors with signed ids, two of whom sign up and confirm.
  const genuine = Array.from({ length: 20 }, () => signedVisitor(newVisitorId()));
  expect(await (await post(genuine.map((visitor) => impression(visitor)))).json()).toEqual({ ok: true, accepted: 20 });
  for (const [i, visitor] of genuine.slice(0, 2).entries()) {
    const email = `genuine-${i}@example.com`;
    const signUp = await postJson(`${api.url}/forms/waitlist`, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      consentVersion: WAITLIST_CONSENT.version,
      visitorId: visitor,
    });
    expect(signUp.status).toBe(201);
  }
}, 60_000);
afterAll(() => api.close());

/** Replays `visitors` made-up visitors of arm A from one address: all refused, in `requests` batches, no figure moved. */
async function expectAllRefused(visitors: number, requests: number, before: unknown) {
  const replay = await replayMintedVisitors({ apiUrl: api.url, experimentId: EXPERIMENT, weights, arm: 'A', visitors });
  expect(replay).toEqual({ requests, accepted: 0, refused: visitors, tooManyRequests: 0 });
  expect(await experimentOnDashboard()).toEqual(before);
}

describe('made-up visitors', () => {
  it('10,000 for arm A from one address move no figure and raise no alarm', async () => {
    const before = await experimentOnDashboard();
    await expectAllRefused(10_000, 200, before);
    expect(await refusedBy('unsigned')).toBeGreaterThanOrEqual(10_000);
  }, 180_000);

  it('350 views of arm A in 7 requests move no figure', async () => {
    const before = await experimentOnDashboard();
    const unsignedBefore = await refusedBy('unsigned');
    await expectAllRefused(350, 7, before);
    expect((await refusedBy('unsigned')) - unsignedBefore).toBe(350);
  }, 60_000);

  it('counts a signed visitor once, and refuses a signature the api did not make', async () => {
    const before = (await experimentOnDashboard()) as { variants: Record<string, { views: number }> };
    const real = signedVisitor(newVisitorId());
    const forged = `${newVisitorId()}.${'A'.repeat(22)}`;
    const answer = await post([impression(real), impression(forged)]);
    expect(await answer.json()).toEqual({
      ok: true,
      accepted: 1,
      refused: { 'events.1.visitor_id': 'visitor_id is not one the site issued (POST /visitor-ids signs it)' },
    });
    expect(await refusedBy('bad_signature')).toBe(1);
    const after = (await experimentOnDashboard()) as typeof before;
    expect(after.variants[arm(real)]?.views).toBe((before.variants[arm(real)]?.views ?? 0) + 1);
  });
});

describe('POST /visitor-ids', () => {
  it('signs a UUID so that its impression counts, in the arm the UUID already had', async () => {
    const uuid = newVisitorId();
    const response = await postJson(`${api.url}/visitor-ids`, { visitorId: uuid });
    expect(response.status).toBe(201);
    const { visitorId } = (await response.json()) as { visitorId: string };
    expect(visitorId).toBe(signedVisitor(uuid));
    expect(arm(visitorId)).toBe(arm(uuid));
    expect((await (await post([impression(visitorId)])).json()).accepted).toBe(1);
    // An id already signed comes back as it is, and costs the address nothing.
    const again = await postJson(`${api.url}/visitor-ids`, { visitorId });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ visitorId });
  });

  it('refuses what is not a UUID, naming the field', async () => {
    const response = await postJson(`${api.url}/visitor-ids`, { visitorId: 'made-up' });
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({
      visitorId: 'visitorId must be a UUID such as 0192f0c4-7d2a-7c4e-9a1b-3f6c2d8e9a10',
    });
  });
});

describe('new ids per address per hour', () => {
  it('are capped per address (an IPv6 /64 as one) and shared by every api process on the database', async () => {
    const capMetrics = createApiMetrics();
    const first = await startTestServer({
      env: {
        NEW_VISITOR_IDS_PER_ADDRESS_PER_HOUR: '3',
        TRUST_PROXY: '1',
        VISITOR_ID_SECRET: '',
        PUBLIC_EXPERIMENTS_ENABLED: 'true',
      },
      deps: { metrics: capMetrics },
    });
    // A second process on the same database: it shares the secret kept there and the counters.
    const config = loadApiConfig({
      LOG_LEVEL: 'warn',
      NEW_VISITOR_IDS_PER_ADDRESS_PER_HOUR: '3',
      TRUST_PROXY: '1',
      PUBLIC_EXPERIMENTS_ENABLED: 'true',
      ...first.databaseEnv,
    });
    const second = await bootApi(config);
    try {
      const ask = (app: 'first' | 'second', address: string) => {
        const init = {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
          body: JSON.stringify({ visitorId: newVisitorId() }),
        };
        return app === 'first' ? fetch(`${first.url}/visitor-ids`, init) : second.app.request('/visitor-ids', init);
      };
      const home = '2001:db8:1:2::10';
      expect((await ask('first', home)).status).toBe(201);
      expect((await ask('second', '2001:db8:1:2:ffff::1')).status).toBe(201);
      const signedElsewhere = await ask('second', home);
      expect(signedElsewhere.status).toBe(201);
      const over = await ask('first', '2001:db8:1:2:abcd::2');
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await over.json()).message).toBe(VISITOR_ID_CAP_MESSAGE);
      expect((await capMetrics.visitorIdsRefused.get()).values).toEqual([
        expect.objectContaining({ labels: { reason: 'new_id_cap' }, value: 1 }),
      ]);
      expect((await capMetrics.refusals.get()).values).toContainEqual(
        expect.objectContaining({ labels: { limit: 'visitor-ids' }, value: 1 }),
      );
      // The next /64 and an IPv4 address have their own share.
      expect((await ask('first', '2001:db8:1:3::10')).status).toBe(201);
      expect((await ask('second', '192.0.2.7')).status).toBe(201);
      // What the second process signed with the database's secret counts on the first.
      const { visitorId } = (await signedElsewhere.json()) as { visitorId: string };
      const answer = await postJson(
        `${first.url}/events`,
        { events: [{ ...impression(visitorId) }] },
        {
          'User-Agent': CHROME,
        },
      );
      expect((await answer.json()).accepted).toBe(1);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
