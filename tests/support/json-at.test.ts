import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonAt } from './json-at';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((incoming, response) => {
    if (incoming.url === '/state') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"experiments":{"hero":{"status":"running"}}}');
    } else {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"database out"}');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));

describe('jsonAt', () => {
  it('reads a 2xx answer as JSON', async () => {
    const context = await request.newContext();
    try {
      await expect(jsonAt(context, `${base}/state`)).resolves.toEqual({ experiments: { hero: { status: 'running' } } });
    } finally {
      await context.dispose();
    }
  });

  it('fails with the address, the status and the body of any other answer', async () => {
    const context = await request.newContext();
    try {
      await expect(jsonAt(context, `${base}/down`)).rejects.toThrow(
        `GET ${base}/down answered 503: {"error":"database out"}`,
      );
    } finally {
      await context.dispose();
    }
  });
});
