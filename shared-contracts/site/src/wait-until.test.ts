// @vitest-environment node
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answersOk, waitFor, waitUntil } from './wait-until';

let server: Server | null = null;
/** Closes the server and the keep-alive connections fetch left open to it. */
async function closeServer(): Promise<void> {
  const closing = server;
  server = null;
  if (!closing) return;
  closing.closeAllConnections();
  await new Promise((resolve) => closing.close(resolve));
}
afterEach(closeServer);

/** A server that answers 503 to its first `failures` requests, then 200. */
async function readyAfter(failures: number): Promise<{ url: string; asked: () => number }> {
  let asked = 0;
  server = createServer((_request, response) => {
    asked += 1;
    response.writeHead(asked > failures ? 200 : 503).end();
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ready`, asked: () => asked };
}

describe('waitUntil', () => {
  it('asks again until the answer is yes', async () => {
    const site = await readyAfter(2);
    expect(await waitUntil(() => answersOk(site.url), { timeoutMs: 30_000, intervalMs: 10 })).toBe(true);
    expect(site.asked()).toBe(3);
  });

  it('says no once the time is up', async () => {
    let tries = 0;
    const never = async () => {
      tries += 1;
      return false;
    };
    expect(await waitUntil(never, { timeoutMs: 50, intervalMs: 10 })).toBe(false);
    expect(tries).toBeGreaterThan(0);
  });

  it('with no bound, asks until the answer is yes', async () => {
    let tries = 0;
    const third = async () => {
      tries += 1;
      return tries === 3;
    };
    expect(await waitUntil(third, { timeoutMs: Number.POSITIVE_INFINITY, intervalMs: 1 })).toBe(true);
    expect(tries).toBe(3);
  });

  it('gives up at once when cancelled, without asking', async () => {
    let tries = 0;
    const counted = async () => {
      tries += 1;
      return true;
    };
    expect(await waitUntil(counted, { timeoutMs: 30_000, intervalMs: 10, cancelled: () => true })).toBe(false);
    expect(tries).toBe(0);
  });
});

describe('answersOk', () => {
  it('is yes for a 2xx answer, no for an error status or a refused connection', async () => {
    const site = await readyAfter(1);
    expect(await answersOk(site.url)).toBe(false);
    expect(await answersOk(site.url)).toBe(true);
    const closed = site.url;
    await closeServer();
    expect(await answersOk(closed)).toBe(false);
  });
});

describe('waitFor', () => {
  it('returns once the check says yes', async () => {
    let tries = 0;
    await waitFor(() => ++tries === 3, { timeoutMs: 30_000, intervalMs: 1, what: 'the third try' });
    expect(tries).toBe(3);
  });

  it('throws what did not happen, and in what time, once the time is up', async () => {
    await expect(waitFor(() => false, { timeoutMs: 1000, intervalMs: 100, what: 'the api answering' })).rejects.toThrow(
      'the api answering did not happen within 1 s',
    );
  });

  it('reads a described failure when it fails, and fails at once when cancelled', async () => {
    let output = '';
    const waiting = waitFor(() => false, {
      timeoutMs: Number.POSITIVE_INFINITY,
      intervalMs: 1,
      what: () => `the site starting (output: ${output})`,
      cancelled: () => output === 'exited',
    });
    output = 'exited';
    await expect(waiting).rejects.toThrow('the site starting (output: exited) will not happen');
  });
});
