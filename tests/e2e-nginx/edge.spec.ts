import { readFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { localPort } from '@novavox/contracts-site/topology';
import { expect, test } from '@playwright/test';
import { edgeFiles } from '../support/edge-files';
import { origin, portOffset } from '../support/site';
import { scaled } from '../support/time-scale';

/** The edge of the https leg: HTTP/2, HSTS, the redirect from http, request ids in both logs, the limits. */
test('pages come over HTTP/2 with HSTS, and plain http is sent to https', async ({ page, request }) => {
  const answer = await page.goto('/');
  expect(answer?.headers()['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
  const protocol = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  expect(protocol).toBe('h2');
  const pageLine = await readAccessLine(edgeFiles().accessLog, answer?.headers()['x-request-id'] ?? '');
  expect(pageLine).toMatchObject({ path: '/', status: 200, protocol: 'HTTP/2.0' });
  // The api too, with one HSTS header: the edge's, not the api's own beside it.
  const api = await request.get(`${origin('api')}/health`);
  expect(api.headersArray().filter((header) => /^strict-transport-security$/i.test(header.name))).toHaveLength(1);

  const redirectPort = localPort('shell', portOffset) + 80;
  const fromHttp = await request.get(`http://127.0.0.1:${redirectPort}/pricing?plan=family`, { maxRedirects: 0 });
  expect(fromHttp.status()).toBe(301);
  expect(fromHttp.headers().location).toBe(`${origin('shell')}/pricing?plan=family`);
});

test("the edge's request id is in nginx's JSON access log and in the api's log", async ({ request }) => {
  const answer = await request.get(`${origin('api')}/experiments/state`);
  const requestId = answer.headers()['x-request-id'] ?? '';
  expect(requestId).toMatch(/^[0-9a-f]{32}$/);
  const { accessLog, siteLog } = edgeFiles();
  const line = await readAccessLine(accessLog, requestId);
  expect(line).toMatchObject({ path: '/experiments/state', status: 200 });
  expect(typeof line.requestTime).toBe('number');
  expect(line.upstream).toMatch(/^127\.0\.0\.1:\d+$/);
  await expect
    .poll(async () => {
      const apiLines = (await readFile(siteLog, 'utf8')).split('\n').filter((text) => text.startsWith('{'));
      return apiLines.map((text) => JSON.parse(text)).find((entry) => entry.requestId === requestId) ?? null;
    })
    .toMatchObject({ method: 'GET', route: '/experiments/state', status: 200 });
});

test('a flood of one write endpoint is refused at the edge with the body the site shows', async () => {
  // From another loopback address, so that this flood leaves the other tests' share (127.0.0.1) alone.
  const flood = await Promise.all(
    Array.from({ length: 60 }, () =>
      post(`${origin('api')}/forms/contact`, '{}', { localAddress: '127.0.0.2', origin: origin('shell') }),
    ),
  );
  const refused = flood.filter((answer) => answer.status === 429);
  // The forms' burst (20) and more get through to the api, which refuses the empty form itself (422).
  expect(flood.filter((answer) => answer.status === 422).length).toBeGreaterThanOrEqual(20);
  expect(refused.length).toBeGreaterThanOrEqual(20);
  const refusal = refused[0];
  expect(JSON.parse(refusal?.body ?? '')).toEqual({
    error: 'Too many requests. Please try again later.',
    message: 'Too many requests. Please try again later.',
  });
  expect(refusal?.headers['access-control-allow-origin']).toBe(origin('shell'));
  // nginx answered it alone: no api process saw it.
  const line = await readAccessLine(edgeFiles().accessLog, String(refusal?.headers['x-request-id']));
  expect(line).toMatchObject({ status: 429, upstream: '' });
});

async function readAccessLine(file: string, requestId: string): Promise<Record<string, unknown>> {
  let found: Record<string, unknown> | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
        // Every line parses: one that is not JSON fails here.
        found = lines.map((line) => JSON.parse(line)).find((entry) => entry.requestId === requestId);
        return found !== undefined;
      },
      { timeout: scaled(5_000) },
    )
    .toBe(true);
  return found ?? {};
}

/** One POST on its own connection from `localAddress`; the run's certificate is trusted via NODE_EXTRA_CA_CERTS. */
function post(
  url: string,
  body: string,
  options: { localAddress: string; origin: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(url, {
      method: 'POST',
      localAddress: options.localAddress,
      agent: false,
      headers: { 'Content-Type': 'application/json', Origin: options.origin },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}
