import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/start-test-server';
import { httpServerOptions, PROXY_KEEP_ALIVE_SECONDS } from './server-options';

const api = useTestServer();

/** Sends one request on `socket` and resolves with the answer's status line. */
function ask(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      resolve(text.slice(0, text.indexOf('\r\n')));
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write('GET /health HTTP/1.1\r\nHost: api\r\nConnection: keep-alive\r\n\r\n');
  });
}

describe('keep-alive behind a reverse proxy', () => {
  it('outlasts the proxy: nginx keeps an idle upstream connection 60 s, the api keeps it longer', () => {
    // nginx's documented default for `keepalive_timeout` in an upstream block is 60 s (nginx.org,
    // ngx_http_upstream_module); Node's default keepAliveTimeout, 5 s, let the api close a connection nginx was
    // about to reuse, and nginx answered that POST with 502 (it does not send a POST again).
    expect(PROXY_KEEP_ALIVE_SECONDS).toBe(60);
    expect(httpServerOptions(30_000).keepAliveTimeout).toBeGreaterThan(60_000);
  });

  it('keeps an idle connection open past Node’s 5 s default and answers on it again', async () => {
    const { hostname, port } = new URL(api.url);
    const socket = connect(Number(port), hostname);
    let closedAt: number | null = null;
    socket.once('close', () => {
      closedAt = Date.now();
    });
    try {
      expect(await ask(socket)).toBe('HTTP/1.1 200 OK');
      await new Promise((resolve) => setTimeout(resolve, 6500));
      expect(closedAt).toBeNull();
      expect(await ask(socket)).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
    }
  }, 20_000);
});
