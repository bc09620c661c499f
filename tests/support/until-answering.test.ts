import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@novavox/contracts-site/free-port';
import { afterEach, describe, expect, it } from 'vitest';
import { untilAnswering } from './until-answering';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

/** A server on 127.0.0.1 that answers the given statuses in turn, then the last one for good. */
async function answering(statuses: number[]): Promise<{ url: string; asked: () => number }> {
  let asked = 0;
  server = createServer((_request, response) => {
    response.writeHead(statuses[Math.min(asked, statuses.length - 1)] ?? 500).end();
    asked += 1;
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`, asked: () => asked };
}

describe('untilAnswering', () => {
  it('asks again until the server answers 2xx', async () => {
    const { url, asked } = await answering([503, 502, 204]);
    await untilAnswering(url, { timeoutMs: 30_000, failure: () => 'never' });
    expect(asked()).toBe(3);
  });

  it('fails with its own words when nothing listens within the bound', async () => {
    const url = `http://127.0.0.1:${await freePort()}/health`;
    await expect(untilAnswering(url, { timeoutMs: 0, failure: () => `nothing at ${url}` })).rejects.toThrow(
      `nothing at ${url}`,
    );
  });

  it('gives up at once when the server is gone, without asking it', async () => {
    const { url, asked } = await answering([200]);
    await expect(
      untilAnswering(url, { timeoutMs: 30_000, failure: () => 'never', gone: () => 'exited (1)' }),
    ).rejects.toThrow('exited (1)');
    expect(asked()).toBe(0);
  });
});
