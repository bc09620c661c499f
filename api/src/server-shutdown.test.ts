import { once } from 'node:events';
import { request } from 'node:http';
import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { describe, expect, it } from 'vitest';
import { spawnApi } from './testing/spawn-api';
import { rowCount, useTestServer } from './testing/start-test-server';

const shared = useTestServer({}, 'each');

describe('server.ts on SIGTERM', () => {
  it('stops accepting, finishes the request in flight, then closes the database and exits 0', async () => {
    const api = await spawnApi(shared.databaseEnv);
    let output = '';
    api.child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const body = JSON.stringify({
      firstName: 'Late',
      lastName: 'Arrival',
      email: 'in-flight@example.com',
      source: 'shutdown',
      consentVersion: WAITLIST_CONSENT.version,
    });
    // A sign-up whose body arrives in two parts: the first before SIGTERM, the rest after shutdown has begun.
    const url = new URL(`${api.url}/forms/waitlist`);
    const inFlight = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    const answered = once(inFlight, 'response');
    inFlight.write(body.slice(0, 20));
    await once(inFlight, 'socket');
    // The headers reached the server: it has begun this request (the health check proves the server has read
    // what was sent before it on this machine's loopback).
    expect((await fetch(`${api.url}/health`)).status).toBe(200);

    const exited = once(api.child, 'exit');
    api.child.kill('SIGTERM');
    while (!output.includes('Shutting down')) await new Promise((resolve) => setTimeout(resolve, 20));
    // No new connection is taken once shutdown began.
    await expect(fetch(`${api.url}/health`)).rejects.toThrow();

    inFlight.end(body.slice(20));
    const [response] = (await answered) as [import('node:http').IncomingMessage];
    let text = '';
    for await (const chunk of response) text += chunk;
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(text)).toEqual({ ok: true });

    const [code] = await exited;
    expect(code).toBe(0);
    expect(await rowCount(shared.db, 'waitlist_signups')).toBe(1);
    const logged = output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string });
    expect(logged.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'Shutting down: no new connections, finishing the requests in flight',
        'request',
        'Stopped',
      ]),
    );
    // Answered before the database closed, not after.
    const messages = logged.map((line) => line.msg);
    expect(messages.lastIndexOf('request')).toBeLessThan(messages.indexOf('Stopped'));
  }, 120_000);

  it('SIGTERM during a burst of event batches: every batch stored was answered 202 to its live client', async () => {
    // Batches stored without their 202 came from SIGTERM to the whole process group: nginx took it too and, on
    // TERM, closes its connections at once, while the api finished and stored what it had read (docs/api-operations.md,
    // "Graceful shutdown"). Here the client stays alive: whatever the api stored, it must have answered. On
    // PostgreSQL this fails when the api cuts its connections at SIGTERM (10 of 61 stored unanswered); on SQLite a
    // batch is stored and answered in one turn of the event loop, so there is no such window to catch.
    const api = await spawnApi({ ...shared.databaseEnv, EVENTS_RATE_LIMIT_PER_MINUTE: '1000000' });
    const exited = once(api.child, 'exit');
    const batches = 400;
    let answered = 0;
    let stopSent = false;
    const send = async (i: number) => {
      const response = await fetch(`${api.url}/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ events: [{ name: 'page_view', page_path: '/', event_id: `shutdown-${i}` }] }),
      });
      await response.text();
      answered += 1;
      // Midway through, with batches in flight on every connection.
      if (answered === 50 && !stopSent) {
        stopSent = true;
        api.child.kill('SIGTERM');
      }
      return response.status;
    };
    const results = await Promise.allSettled(Array.from({ length: batches }, (_, i) => send(i)));
    const [code] = await exited;
    expect(code).toBe(0);
    expect(stopSent).toBe(true);
    const acknowledged = results.filter((result) => result.status === 'fulfilled' && result.value === 202).length;
    const otherAnswers = results.filter((result) => result.status === 'fulfilled' && result.value !== 202);
    expect(otherAnswers).toEqual([]);
    // 350 were in flight at SIGTERM: those whose connection the api had not accepted yet failed without an answer
    // (none stored; the browser sends them again), the others were finished and answered. Measured: 233 of 400
    // answered on SQLite, 370 to 400 on PostgreSQL.
    expect(acknowledged).toBeGreaterThanOrEqual(50);
    expect(await rowCount(shared.db, 'analytics_events')).toBe(acknowledged);
  }, 120_000);
});
