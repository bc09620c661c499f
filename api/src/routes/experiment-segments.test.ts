import { type ExperimentSegments, experimentSegmentsSchema } from '@novavox/contracts-api/experiment-segments';
import { bucketedVariant, type ExperimentWeights, type VariantKey } from '@novavox/contracts-experiments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamSessionStore } from '../team/team-session-store';
import { signUpAndConfirm } from '../testing/confirmed-sign-up';
import { postImpressions } from '../testing/experiment-traffic';
import { signedVisitor } from '../testing/signed-visitors';
import { postJson, startTestServer, type TestServer } from '../testing/start-test-server';

/**
 * A run's segments (docs/analytics-and-experiments.md, "Segments"): each visitor is counted, at first exposure
 * within the run, in the device class of the request, the traffic source and the landing route the impression
 * carried; a credited conversion lands in the same segments. Every figure below is tallied by hand from the
 * visitors sent.
 */
const EXPERIMENT = 'cta_button_color';
const EVEN: ExperimentWeights = { A: 1, B: 1, C: 1, D: 1 };
const ADMIN_TOKEN = 'segments-test-admin-token-0123456789';
const ADMIN = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
const START = Date.parse('2026-11-25T08:00:00Z');
let clock = START;
let api: TestServer;

/** Signed visitors bucketed into `arm` under EVEN, `count` of them, named after `prefix`. */
function visitors(prefix: string, arm: VariantKey, count: number): { id: string; arm: VariantKey }[] {
  const found: { id: string; arm: VariantKey }[] = [];
  for (let i = 0; found.length < count; i++) {
    const bare = `${prefix}-${arm}-${i}`;
    if (bucketedVariant(EXPERIMENT, EVEN, bare) === arm) found.push({ id: signedVisitor(bare), arm });
  }
  return found;
}

async function see(
  seen: readonly { id: string; arm: VariantKey }[],
  landing: { landing_path?: string; traffic_source?: string },
  headers: Record<string, string>,
) {
  return postImpressions(api.url, { experimentId: EXPERIMENT, occurredAt: clock, fields: landing }, seen, headers);
}

async function segments(headers: Record<string, string> = ADMIN): Promise<ExperimentSegments> {
  const response = await fetch(`${api.url}/admin/experiments/${EXPERIMENT}/segments`, { headers });
  expect(response.status).toBe(200);
  return experimentSegmentsSchema.parse(await response.json());
}

/** One dimension as segment → [views, conversions] per letter A, B, C, D, in the api's order. */
function table(body: ExperimentSegments, dimension: string) {
  const rows = body.dimensions.find((entry) => entry.dimension === dimension)?.rows ?? [];
  return rows.map((row) => [row.segment, row.arms.map((arm) => `${arm.variant}:${arm.views}/${arm.conversions}`)]);
}

beforeAll(async () => {
  api = await startTestServer({
    env: {
      EVENTS_RATE_LIMIT_PER_MINUTE: '1000',
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
      ADMIN_TOKEN,
      TEAM_MARKETING_EMAILS: 'mo@novavox.test',
    },
    deps: { now: () => clock },
  });
});
afterAll(() => api.close());

describe('a run broken down by device, source and landing', () => {
  const phoneA = visitors('phone', 'A', 2);
  const phoneB = visitors('phone', 'B', 1);
  const desktopA = visitors('desktop', 'A', 1);
  const desktopB = visitors('desktop', 'B', 2);
  const tabletC = visitors('tablet', 'C', 1);
  const hintedD = visitors('hinted', 'D', 1);

  it('is behind the team sign-in, and empty before the first start', async () => {
    expect((await fetch(`${api.url}/admin/experiments/${EXPERIMENT}/segments`)).status).toBe(401);
    const before = await segments();
    expect(before.runId).toBeNull();
    expect(before.dimensions.map((entry) => [entry.dimension, entry.rows])).toEqual([
      ['device', []],
      ['source', []],
      ['landing', []],
    ]);
  });

  it('counts each visitor once, in the segments of their first exposure, with their conversion', async () => {
    const started = await postJson(`${api.url}/admin/experiments/${EXPERIMENT}/start`, { weights: EVEN }, ADMIN);
    expect(started.status).toBe(201);
    clock += 60_000;
    const phone = { 'User-Agent': UA.iphone };
    expect(await see([...phoneA, ...phoneB], { landing_path: '/', traffic_source: 'newsletter' }, phone)).toEqual({
      status: 202,
      body: expect.objectContaining({ accepted: 3 }),
    });
    // Upper case from the URL is the same source; the landing is a page of its own.
    const desktop = { 'User-Agent': UA.linux };
    await see([...desktopA, ...desktopB], { landing_path: '/pricing', traffic_source: 'LinkedIn' }, desktop);
    // A sender from before segments: no landing, no source.
    await see(tabletC, {}, { 'User-Agent': UA.ipad });
    // Chromium's mobile hint makes a phone whatever the User-Agent says.
    await see(hintedD, { landing_path: '/', traffic_source: 'direct' }, { ...desktop, 'Sec-CH-UA-Mobile': '?1' });
    // A visitor seen again from elsewhere keeps the segments of their first exposure.
    await see(phoneA.slice(0, 1), { landing_path: '/waitlist', traffic_source: 'ads' }, desktop);
    await signUpAndConfirm(api.url, phoneA[0]?.id ?? '', { headers: ADMIN });
    await signUpAndConfirm(api.url, desktopB[0]?.id ?? '', { headers: ADMIN });

    const body = await segments();
    expect(body.runId).toEqual(expect.any(String));
    // phone: 2 A (1 converted) + 1 B + 1 D (hinted); desktop: 1 A + 2 B (1 converted); tablet: 1 C.
    expect(table(body, 'device')).toEqual([
      ['phone', ['A:2/1', 'B:1/0', 'C:0/0', 'D:1/0']],
      ['desktop', ['A:1/0', 'B:2/1', 'C:0/0', 'D:0/0']],
      ['tablet', ['A:0/0', 'B:0/0', 'C:1/0', 'D:0/0']],
    ]);
    // 3 and 3 visitors: equal, so by name; then 1 and 1.
    expect(table(body, 'source')).toEqual([
      ['linkedin', ['A:1/0', 'B:2/1', 'C:0/0', 'D:0/0']],
      ['newsletter', ['A:2/1', 'B:1/0', 'C:0/0', 'D:0/0']],
      ['direct', ['A:0/0', 'B:0/0', 'C:0/0', 'D:1/0']],
      ['unknown', ['A:0/0', 'B:0/0', 'C:1/0', 'D:0/0']],
    ]);
    expect(table(body, 'landing')).toEqual([
      ['/', ['A:2/1', 'B:1/0', 'C:0/0', 'D:1/0']],
      ['/pricing', ['A:1/0', 'B:2/1', 'C:0/0', 'D:0/0']],
      ['unknown', ['A:0/0', 'B:0/0', 'C:1/0', 'D:0/0']],
    ]);
  });

  it('answers a marketing member signed in, and refuses a landing that is not a path of the site', async () => {
    const refused = await see(visitors('bad', 'A', 1), { landing_path: 'https://elsewhere.example/' }, {});
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('landing_path must be a path on this site');
    const token = await createTeamSessionStore(api.db.db).createSession('mo@novavox.test', new Date(clock), 60_000);
    expect(table(await segments({ Cookie: `nvx_team_session=${token}` }), 'device')).toHaveLength(3);
  });

  it('starts a new run at zero: the visitors of the last one stay in theirs', async () => {
    clock += 60_000;
    const concluded = await postJson(`${api.url}/admin/experiments/${EXPERIMENT}/conclude`, { winner: 'A' }, ADMIN);
    expect(concluded.status).toBe(201);
    clock += 60_000;
    const restarted = await postJson(`${api.url}/admin/experiments/${EXPERIMENT}/start`, { weights: EVEN }, ADMIN);
    expect(restarted.status).toBe(201);
    clock += 60_000;
    await see(
      [...phoneA, ...visitors('later', 'B', 1)],
      { landing_path: '/', traffic_source: 'newsletter' },
      {
        'User-Agent': UA.android,
      },
    );
    expect(table(await segments(), 'device')).toEqual([['phone', ['A:0/0', 'B:1/0', 'C:0/0', 'D:0/0']]]);
  });
});
