import { once } from 'node:events';
import { Agent, createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeConnectionsOnShutdown } from './close-on-shutdown';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterEach(() => agent.destroy());

function fetchKeptAlive(port: number): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', agent }, resolve).once('error', reject);
  });
}

describe('a server shutting down', () => {
  it('answers the request in flight with Connection: close, so the client opens no more requests on it', async () => {
    let release = () => {};
    const server = createServer((_request, response) => {
      release = () => response.end('done');
    });
    const shutdown = closeConnectionsOnShutdown(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;

    const first = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = get({ host: '127.0.0.1', port, path: '/', agent }, resolve);
      request.once('error', reject);
      // Shutdown begins while the request is in the handler, as SIGTERM does.
      setTimeout(() => {
        const closed = new Promise((done) => server.close(done));
        shutdown.begin();
        release();
        void closed;
      }, 50);
    });
    expect(first.headers.connection).toBe('close');
    first.resume();
    await once(first, 'end');
    // The server's close completes: no connection is left open.
    await new Promise((resolve) => (server.listening ? server.once('close', resolve) : setImmediate(resolve)));
    await expect(fetchKeptAlive(port)).rejects.toThrow(/ECONNREFUSED/);
  });
});
