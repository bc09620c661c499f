import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DAY_MS } from '@novavox/contracts-experiments/time-units';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTeamSessionStore } from '../team/team-session-store';
import { exposeVisitor, setRunCounters, useWatchHarness } from '../testing/watch-harness';

const START = Date.parse('2026-11-02T09:00:00.000Z');
const ID = 'cta_button_color';
const A_AND_B = { A: 1, B: 1, C: 0, D: 0 };

async function startRun(harness: ReturnType<typeof useWatchHarness>): Promise<string> {
  const answer = await harness.change(ID, 'start', { weights: A_AND_B });
  return String(answer.change?.after.runId);
}

/** Day `day` (1-based) of a run with 500 visitors per arm a day, A converting 5 %, B 7.5 %, one look a day. */
async function simulateDay(harness: ReturnType<typeof useWatchHarness>, runId: string, day: number) {
  harness.clock.now = START + day * DAY_MS;
  const views = 500 * day;
  await setRunCounters(harness.api.db, ID, runId, { A: [views, 25 * day], B: [views, Math.floor(37.5 * day)] });
  await exposeVisitor(harness.api.db, ID, `visitor-${day}`, 'A', harness.clock.now - 3_600_000);
  await harness.watch().watchOnce();
}

describe('alerts that stay calm', () => {
  const harness = useWatchHarness(START);
  beforeEach(() => {
    harness.clock.now = START;
  });

  it('30 simulated days with one verdict change send exactly one alert', async () => {
    const runId = await startRun(harness);
    for (let day = 1; day <= 30; day++) await simulateDay(harness, runId, day);
    const { alerts } = await harness.alerts(ID);
    expect(alerts).toEqual([expect.objectContaining({ kind: 'verdict', subject: `${ID}: Ship B`, recipients: 2 })]);
    const mail = await harness.teamMail();
    expect(mail.map((row) => [row.recipient, row.subject])).toEqual([
      ['ada@novavox.test', `${ID}: Ship B`],
      ['mo@novavox.test', `${ID}: Ship B`],
    ]);
    // Sent the day the line changed, not before the minimum of 7 days.
    const sentDay = (Date.parse(String(alerts[0]?.sentAt)) - START) / DAY_MS;
    expect(sentDay).toBeGreaterThanOrEqual(7);
    expect(mail[0]?.text_body).toMatch(/B vs A: \+2\.\d\d points, always-valid interval \[\+0\.\d\d, \+\d\.\d\d\]/);
  });

  it("tells a second change within 24 h in the next day's digest, and nothing twice", async () => {
    const HOUR = 3_600_000;
    await startRun(harness);
    harness.advance(12 * HOUR);
    await harness.change('cta_layout', 'start', {});
    // No visitor at all: after 24 h, the first run's idle alert goes out at once.
    harness.advance(12 * HOUR + 1000);
    await harness.watch().watchOnce();
    await harness.watch().watchOnce();
    // The second run goes idle 12 h later, within 24 h of that mail: it waits for the digest.
    harness.advance(12 * HOUR);
    await harness.watch().watchOnce();
    const idle = `${ID}: no visitor for 24 hours`;
    expect((await harness.teamMail()).map((row) => row.subject)).toEqual([idle, idle]);
    expect((await harness.alerts('cta_layout')).alerts).toEqual([expect.objectContaining({ sentAt: null })]);
    harness.advance(12 * HOUR);
    await harness.watch().watchOnce();
    await harness.watch().watchOnce();
    const digest = 'NovaVox experiments: 1 change today';
    expect((await harness.teamMail()).map((row) => row.subject)).toEqual([idle, idle, digest, digest]);
    expect((await harness.alerts('cta_layout')).alerts).toEqual([
      expect.objectContaining({ sentAt: new Date(harness.clock.now).toISOString(), recipients: 2 }),
    ]);
  });

  it('lets a signed-in member turn the alerts off, and only a signed-in member', async () => {
    const bad = await fetch(`${harness.api.url}/team/me/alerts`, {
      method: 'POST',
      headers: { ...harness.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ experimentAlerts: false }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/Only a signed-in team member has alert settings/);
    const nobody = await fetch(`${harness.api.url}/team/me/alerts`);
    expect(nobody.status).toBe(401);

    const token = await createTeamSessionStore(harness.api.db.db).createSession(
      'mo@novavox.test',
      new Date(START),
      DAY_MS,
    );
    const cookie = { Cookie: `nvx_team_session=${token}` };
    const settings = (body: unknown) =>
      fetch(`${harness.api.url}/team/me/alerts`, {
        method: 'POST',
        headers: { ...cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await (await fetch(`${harness.api.url}/team/me/alerts`, { headers: cookie })).json()).toEqual({
      experimentAlerts: true,
    });
    const wrong = await settings({ experimentAlerts: 'no' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: unknown }).fields).toEqual({ experimentAlerts: 'must be true or false' });
    // A body that is not an object is told so; no field is blamed.
    const notObject = (await (await settings([false])).json()) as { message: string; fields: unknown };
    expect(notObject.message).toBe('Invalid alert settings: The body must be a JSON object');
    expect(notObject.fields).toEqual({});
    expect((await settings({ experimentAlerts: false })).status).toBe(200);
    expect(await (await fetch(`${harness.api.url}/team/me/alerts`, { headers: cookie })).json()).toEqual({
      experimentAlerts: false,
    });
    await startRun(harness);
    harness.advance(DAY_MS + 1000);
    await harness.watch().watchOnce();
    expect((await harness.teamMail()).map((row) => row.recipient)).toEqual(['ada@novavox.test']);
    expect((await harness.alerts(ID)).alerts).toEqual([expect.objectContaining({ kind: 'health', recipients: 1 })]);
  });
});

describe('the signed webhook', () => {
  const secret = 'webhook-secret-for-the-watch-tests-0123';
  const env: Record<string, string> = { WATCH_WEBHOOK_SECRET: secret };
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  let receiver: Server;
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    env.WATCH_WEBHOOK_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/novavox-hook`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  const harness = useWatchHarness(START, env);

  it('posts each alert signed with HMAC-SHA256 of the timestamp and body, and keeps its answer', async () => {
    await harness.change(ID, 'start', { end: { at: new Date(START + DAY_MS / 2).toISOString(), action: 'notify' } });
    harness.advance(DAY_MS / 2 + 1000);
    await harness.watch().watchOnce();
    expect(received).toHaveLength(1);
    const [call] = received;
    const timestamp = String(call?.headers['x-novavox-timestamp']);
    expect(Number(timestamp)).toBe(Math.floor(harness.clock.now / 1000));
    const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${call?.body}`).digest('hex')}`;
    expect(call?.headers['x-novavox-signature']).toBe(expected);
    expect(JSON.parse(String(call?.body))).toMatchObject({
      type: 'experiment.alert',
      alerts: [{ experimentId: ID, kind: 'end', subject: `${ID}: end date reached, team told` }],
    });
    const wrong = createHmac('sha256', 'another-secret').update(`${timestamp}.${call?.body}`).digest('hex');
    expect(call?.headers['x-novavox-signature']).not.toBe(`sha256=${wrong}`);
    expect((await harness.alerts(ID)).alerts).toEqual([expect.objectContaining({ kind: 'end', webhook: '204' })]);
  });
});
