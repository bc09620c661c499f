import { parseExperimentStatesDocument } from '@novavox/contracts-experiments';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../testing/start-test-server';

const TOKEN = 'a-long-enough-admin-token';
const bearer = { Authorization: `Bearer ${TOKEN}` };

let api: TestServer | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

async function start(env: Record<string, string> = {}): Promise<TestServer> {
  api = await startTestServer({ env });
  return api;
}

async function states(server: TestServer) {
  const response = await fetch(`${server.url}/experiments/state`);
  const parsed = parseExperimentStatesDocument(await response.json());
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return { response, document: parsed.value };
}

const change = (server: TestServer, path: string, body: unknown = {}, headers: Record<string, string> = bearer) =>
  postJson(`${server.url}/admin/experiments/${path}`, body, headers);

describe('GET /experiments/state', () => {
  it('serves the site-wide default, not started, with a short public cache', async () => {
    const server = await start();
    const { response, document } = await states(server);
    expect(response.headers.get('cache-control')).toBe('public, max-age=2');
    expect(document.updatedAt).toBeNull();
    expect(Object.values(document.experiments).every((state) => state.status === 'not_started')).toBe(true);
  });

  it("runs every unchanged experiment on the catalog's weights when PUBLIC_EXPERIMENTS_ENABLED=true", async () => {
    const server = await start({ PUBLIC_EXPERIMENTS_ENABLED: 'true' });
    const { document } = await states(server);
    expect(document.experiments.cta_button_color).toEqual({
      status: 'running',
      runId: 'site-default',
      startedAt: '1970-01-01T00:00:00.000Z',
      weights: { A: 1, B: 1, C: 1, D: 1 },
    });
  });
});

describe('changing an experiment', () => {
  it('starts, reweights, pauses, resumes and concludes, logging each change with its actor and reason', async () => {
    const server = await start({ ADMIN_TOKEN: TOKEN });
    const started = await change(server, 'family_headline/start', { reason: 'Q4 headline test' });
    expect(started.status).toBe(201);
    const { change: first } = (await started.json()) as { change: { after: { runId: string; startedAt: string } } };
    let { document } = await states(server);
    expect(document.experiments.family_headline).toEqual({
      status: 'running',
      runId: first.after.runId,
      startedAt: first.after.startedAt,
      weights: { A: 1, B: 1, C: 1, D: 1, E: 1, F: 1 },
      // The run keeps the catalog's plan it started with.
      plan: { baselineRate: 0.05, minimumDetectableEffect: 0.2 },
    });
    expect(document.updatedAt).toBe(first.after.startedAt);
    // Other experiments keep the default.
    expect(document.experiments.cta_layout).toEqual({ status: 'not_started' });

    const weights = { A: 2, B: 2, C: 0, D: 0, E: 0, F: 1 };
    expect((await change(server, 'family_headline/weights', { weights })).status).toBe(201);
    ({ document } = await states(server));
    const reweighted = document.experiments.family_headline;
    expect(reweighted).toMatchObject({ status: 'running', weights });
    // New weights are a new analysis: a new run.
    expect(reweighted.status === 'running' && reweighted.runId).not.toBe(first.after.runId);

    expect((await change(server, 'family_headline/pause', '')).status).toBe(201);
    ({ document } = await states(server));
    expect(document.experiments.family_headline).toMatchObject({ status: 'paused', weights });
    expect((await change(server, 'family_headline/resume')).status).toBe(201);
    ({ document } = await states(server));
    expect(document.experiments.family_headline).toEqual(reweighted);

    const shipped = await change(server, 'family_headline/conclude', { winner: 'B', reason: 'B won' });
    expect(shipped.status).toBe(201);
    ({ document } = await states(server));
    expect(document.experiments.family_headline).toMatchObject({ status: 'concluded', winner: 'B' });

    const history = await fetch(`${server.url}/admin/experiments/family_headline/history`, { headers: bearer });
    const { changes } = (await history.json()) as {
      changes: { action: string; actor: string; reason: string | null; before: { status: string } }[];
    };
    expect(changes.map((entry) => [entry.action, entry.actor, entry.reason, entry.before.status])).toEqual([
      ['start', 'service token', 'Q4 headline test', 'not_started'],
      ['weights', 'service token', null, 'running'],
      ['pause', 'service token', null, 'running'],
      ['resume', 'service token', null, 'paused'],
      ['conclude', 'service token', 'B won', 'running'],
    ]);
  });

  it('refuses changes the state does not allow, with the reason, and logs nothing for them', async () => {
    const server = await start();
    const refused = await change(server, 'cta_layout/pause');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: 'Cannot pause cta_layout: it has not started (only a running experiment can be paused)',
    });
    expect((await change(server, 'cta_layout/start')).status).toBe(201);
    const again = await change(server, 'cta_layout/start');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(
      /^Cannot start cta_layout: it is already running/,
    );
    const all = await fetch(`${server.url}/admin/experiments/history`);
    expect(((await all.json()) as { changes: unknown[] }).changes).toHaveLength(1);
  });

  it('refuses bad bodies naming the field, and unknown experiments', async () => {
    const server = await start();
    const badWinner = await change(server, 'cta_button_color/conclude', { winner: 'E' });
    expect(badWinner.status).toBe(400);
    expect(await badWinner.json()).toEqual({
      error: 'Invalid conclude of cta_button_color: "winner" is not a variant of cta_button_color (it has A, B, C, D)',
      message:
        'Invalid conclude of cta_button_color: "winner" is not a variant of cta_button_color (it has A, B, C, D)',
      fields: { winner: 'is not a variant of cta_button_color (it has A, B, C, D)' },
    });
    const badWeights = await change(server, 'cta_button_color/start', { weights: { A: 1, B: -2, C: 1 } });
    expect(badWeights.status).toBe(400);
    expect(((await badWeights.json()) as { fields: Record<string, string> }).fields).toEqual({
      'weights.B': 'must be 0 or more',
    });
    const missing = await change(server, 'cta_button_color/start', { weights: { A: 1, B: 1, C: 1 } });
    expect(((await missing.json()) as { fields: Record<string, string> }).fields).toEqual({
      weights: 'must give a weight to every variant; missing D',
    });
    const unknown = await change(server, 'hero_headline/start');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('No experiment "hero_headline"');
  });

  it('guards every change and the log with the admin token', async () => {
    const server = await start({ ADMIN_TOKEN: TOKEN });
    expect((await change(server, 'subheadline/start', {}, {})).status).toBe(401);
    expect(
      (await change(server, 'subheadline/start', {}, { Authorization: 'Bearer wrong-token-of-length' })).status,
    ).toBe(401);
    expect((await fetch(`${server.url}/admin/experiments/history`)).status).toBe(401);
    expect((await fetch(`${server.url}/admin/experiments/history.csv`)).status).toBe(401);
    const { document } = await states(server);
    expect(document.experiments.subheadline).toEqual({ status: 'not_started' });
  });

  it('records the local developer when no token is configured', async () => {
    const server = await start();
    await change(server, 'subheadline/start', {}, {});
    const response = await fetch(`${server.url}/admin/experiments/subheadline/history`);
    const { changes } = (await response.json()) as { changes: { actor: string }[] };
    expect(changes.map((entry) => entry.actor)).toEqual(['local developer']);
  });

  it('exports the log as CSV, every experiment or one', async () => {
    const server = await start();
    await change(server, 'cta_button_color/start', { weights: { A: 1, B: 1, C: 0, D: 0 }, reason: '=cmd, "quoted"' });
    await change(server, 'cta_button_color/conclude', { winner: 'B' });
    await change(server, 'cta_layout/conclude', { winner: 'C' });
    const response = await fetch(`${server.url}/admin/experiments/history.csv`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="experiment-history.csv"');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      'id,experiment_id,changed_at,actor,action,reason,status_before,status_after,run_id,started_at,weights,winner',
    );
    expect(lines[1]).toMatch(
      /^1,cta_button_color,\d{4}-\d\d-\d\dT[^,]+Z,local developer,start,"'=cmd, ""quoted""",not_started,running,[0-9a-f-]{36},\d{4}-[^,]+Z,A:1 B:1 C:0 D:0,$/,
    );
    expect(lines[2]).toMatch(
      /^2,cta_button_color,[^,]+,local developer,conclude,,running,concluded,[0-9a-f-]{36},[^,]+,,B$/,
    );
    expect(lines[3]).toMatch(/^3,cta_layout,[^,]+,local developer,conclude,,not_started,concluded,,,,C$/);
    expect(lines[4]).toBe('');
    const one = await (await fetch(`${server.url}/admin/experiments/cta_layout/history.csv`)).text();
    expect(one.split('\r\n')).toHaveLength(3);
  });

  it('lets only one of two simultaneous changes from the same state through', async () => {
    const server = await start();
    const results = await Promise.all([
      change(server, 'value_proposition/start'),
      change(server, 'value_proposition/start'),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([201, 409]);
    const response = await fetch(`${server.url}/admin/experiments/value_proposition/history`);
    expect(((await response.json()) as { changes: unknown[] }).changes).toHaveLength(1);
  });
});
