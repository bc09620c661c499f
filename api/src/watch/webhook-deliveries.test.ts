import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DAY_MS } from '@novavox/contracts-experiments/time-units';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiMetrics } from '../observability/api-metrics';
import { useWatchHarness } from '../testing/watch-harness';
import { retryDelayMs, WEBHOOK_MAX_ATTEMPTS } from './webhook-deliveries';

const START = Date.parse('2026-11-02T09:00:00.000Z');
const ID = 'cta_button_color';
const MINUTE = 60_000;
const secret = 'webhook-secret-for-the-delivery-tests-01';

interface Call {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/**
 * A receiver on 127.0.0.1 that answers each call with the next status of `script` (the last one repeated), and
 * accepts each delivery id once, as a receiver that drops duplicates would.
 */
function scriptedReceiver() {
  const calls: Call[] = [];
  const accepted = new Set<string>();
  let script: number[] = [204];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = script[Math.min(calls.length, script.length - 1)] ?? 204;
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      if (status < 300) accepted.add(String(request.headers['x-novavox-delivery']));
      response.writeHead(status).end();
    });
  });
  return {
    calls,
    accepted,
    server,
    answer(statuses: number[]) {
      script = statuses;
      calls.length = 0;
      accepted.clear();
    },
  };
}

const signatureOf = (call: Call | undefined) =>
  `sha256=${createHmac('sha256', secret)
    .update(`${call?.headers['x-novavox-timestamp']}.${call?.body}`)
    .digest('hex')}`;

async function counted(metrics: ReturnType<typeof createApiMetrics>) {
  const metric = await metrics.watchWebhookDeliveries.get();
  return Object.fromEntries(metric.values.map((value) => [String(value.labels.outcome), value.value]));
}

describe('the webhook is delivered durably', () => {
  const receiver = scriptedReceiver();
  const env: Record<string, string> = { WATCH_WEBHOOK_SECRET: secret };
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    env.WATCH_WEBHOOK_URL = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/novavox-hook`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())));
  const harness = useWatchHarness(START, env);
  beforeEach(() => {
    harness.clock.now = START;
  });

  /** An end date that stops the run at the first look after half a day: one alert, told at once, and no more. */
  async function endDateActs() {
    await harness.change(ID, 'start', { end: { at: new Date(START + DAY_MS / 2).toISOString(), action: 'stop' } });
    harness.advance(DAY_MS / 2 + 1000);
  }

  it('retries a receiver that fails twice, across a restart, until exactly one delivery is accepted', async () => {
    receiver.answer([503, 500, 204]);
    const metrics = createApiMetrics();
    await endDateActs();
    await harness.watch(undefined, metrics).watchOnce();
    expect(receiver.calls.map((call) => call.status)).toEqual([503]);
    expect((await harness.alerts(ID)).alerts[0]?.webhook).toBe(
      `503; attempt 1 of ${WEBHOOK_MAX_ATTEMPTS}, tried again later`,
    );

    // Before the backoff's minute has passed, nothing is sent again.
    harness.advance(MINUTE - 1000);
    await harness.watch(undefined, metrics).watchOnce();
    expect(receiver.calls).toHaveLength(1);
    harness.advance(1000);
    await harness.watch(undefined, metrics).watchOnce();
    expect(receiver.calls.map((call) => call.status)).toEqual([503, 500]);

    // The process that tried is gone: another one, on its own connection, finds the delivery in the database.
    harness.advance(4 * MINUTE);
    await (await harness.secondProcess(undefined, metrics)).watchOnce();
    await harness.closeOthers();
    // Delivered: later looks, here or in the other process, send it no more.
    harness.advance(DAY_MS);
    await harness.watch(undefined, metrics).watchOnce();
    await (await harness.secondProcess(undefined, metrics)).watchOnce();
    await harness.closeOthers();
    expect(receiver.calls.map((call) => call.status)).toEqual([503, 500, 204]);
    expect(receiver.accepted.size).toBe(1);

    // The same delivery each time: one id, the same bytes, each attempt signed at its own time by the same rule.
    const ids = new Set(receiver.calls.map((call) => call.headers['x-novavox-delivery']));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(receiver.calls.map((call) => call.body)).size).toBe(1);
    const stamps = receiver.calls.map((call) => Number(call.headers['x-novavox-timestamp']));
    const first = (START + DAY_MS / 2 + 1000) / 1000;
    expect(stamps).toEqual([first, first + 60, first + 5 * 60]);
    for (const call of receiver.calls) expect(call.headers['x-novavox-signature']).toBe(signatureOf(call));
    expect(JSON.parse(String(receiver.calls[0]?.body))).toMatchObject({
      type: 'experiment.alert',
      alerts: [{ experimentId: ID, kind: 'end', runId: expect.any(String), subject: expect.stringContaining(ID) }],
    });
    expect((await harness.alerts(ID)).alerts).toEqual([expect.objectContaining({ kind: 'end', webhook: '204' })]);
    expect(await counted(metrics)).toEqual({ retried: 2, delivered: 1 });
  });

  it('gives up after the bound, counts it, and tries no more', async () => {
    receiver.answer([500]);
    const metrics = createApiMetrics();
    await endDateActs();
    for (let look = 0; look < WEBHOOK_MAX_ATTEMPTS + 3; look++) {
      await harness.watch(undefined, metrics).watchOnce();
      harness.advance(7 * 60 * MINUTE);
    }
    expect(receiver.calls).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(receiver.accepted.size).toBe(0);
    expect(await counted(metrics)).toEqual({ retried: WEBHOOK_MAX_ATTEMPTS - 1, gave_up: 1 });
    expect((await harness.alerts(ID)).alerts[0]?.webhook).toBe(`500; gave up after ${WEBHOOK_MAX_ATTEMPTS} attempts`);
  });

  it('is sent again by one process when two look at once', async () => {
    receiver.answer([503, 204]);
    await endDateActs();
    await harness.watch().watchOnce();
    harness.advance(MINUTE);
    const other = await harness.secondProcess();
    if (harness.api.databaseEnv.DATABASE_URL) {
      await Promise.all([harness.watch().watchOnce(), other.watchOnce()]);
    } else {
      // better-sqlite3 waits for a lock synchronously, so two connections of one test process cannot wait for each
      // other (as in end-dates.test.ts): one process looks twice at once, then the other just after.
      await Promise.all([harness.watch().watchOnce(), harness.watch().watchOnce()]);
      await other.watchOnce();
    }
    await harness.closeOthers();
    expect(receiver.calls.map((call) => call.status)).toEqual([503, 204]);
    expect(receiver.accepted.size).toBe(1);
  });
});

describe('the backoff between attempts', () => {
  it('waits 1 minute, then four times longer each time, at most 6 hours', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7].map((failed) => retryDelayMs(failed) / MINUTE);
    expect(minutes).toEqual([1, 4, 16, 64, 256, 360, 360]);
  });
});
