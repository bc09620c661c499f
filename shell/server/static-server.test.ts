import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange, startStaticServer } from './static-server';

const indexHtml = '<!doctype html><title>site</title><div id="root"></div>';
// 1000 distinct-enough bytes standing in for an audio clip.
const clip = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));

let server: Server;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(root, 'index.html'), indexHtml);
  mkdirSync(join(root, 'static'));
  writeFileSync(join(root, 'static', 'clip.0123abcd.mp3'), clip);
  server = await startStaticServer(
    { root, isPage: (urlPath) => ['/', '/tos'].includes(urlPath.replace(/\/+$/, '') || '/') },
    '127.0.0.1',
    0,
  );
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('page paths', () => {
  it('answers a page of the site with index.html and 200', async () => {
    const response = await fetch(`${base}/tos/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(indexHtml);
  });

  it("answers any other page path with the app's HTML titled for the not-found screen, and 404", async () => {
    const notFound =
      '<!doctype html><title>Page not found — NovaVox</title><meta name="robots" content="noindex"><div id="root"></div>';
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(`${base}/no/such/page`, { method, headers: { 'Accept-Encoding': 'identity' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(notFound)));
      if (method === 'GET') expect(await response.text()).toBe(notFound);
    }
  });

  it('still answers a missing script with a plain 404, never HTML', async () => {
    const response = await fetch(`${base}/static/missing.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });
});

describe('malformed requests', () => {
  it.each(['POST', 'PUT', 'DELETE'])('refuses %s with 405, naming the methods it answers', async (method) => {
    const response = await fetch(`${base}/tos`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it.each(['/%ZZ', '/%', '/tos%E0%A4%A', '/static/%C0%AF'])(
    'answers 400 to the bad percent-escape in %s, not 500',
    async (path) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('Bad request');
    },
  );
});

describe('byte ranges', () => {
  it('says it accepts ranges and sends the whole file without one', async () => {
    const response = await fetch(`${base}/static/clip.0123abcd.mp3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await response.arrayBuffer()).equals(clip)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=900-', 900, 999],
    ['bytes=-10', 990, 999],
    ['bytes=990-5000', 990, 999],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const response = await fetch(`${base}/static/clip.0123abcd.mp3`, { headers: { Range: range } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(Buffer.from(await response.arrayBuffer()).equals(clip.subarray(start, end + 1))).toBe(true);
  });

  it('answers a range past the end with 416 and the full length', async () => {
    const response = await fetch(`${base}/static/clip.0123abcd.mp3`, { headers: { Range: 'bytes=1000-' } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
  });

  it('sends the whole file when If-Range names another version', async () => {
    const response = await fetch(`${base}/static/clip.0123abcd.mp3`, {
      headers: { Range: 'bytes=0-9', 'If-Range': '"an-older-version"' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('1000');
  });

  it('reads one range and leaves what it may ignore to a full answer', () => {
    expect(byteRange(undefined, 10)).toBeNull();
    expect(byteRange('bytes=0-1,4-5', 10)).toBeNull();
    expect(byteRange('items=0-1', 10)).toBeNull();
    expect(byteRange('bytes=5-2', 10)).toBeNull();
    expect(byteRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 });
  });
});

describe('paths that are not ours', () => {
  it.each(['//evil.example/tos', '//evil.example', '/tos//', '//tos'])('answers %s with a plain 404', async (path) => {
    const { status, body } = await rawGet(base, path);
    expect(status).toBe(404);
    expect(body).toBe('Not found');
  });
});

describe('slow clients', () => {
  it('closes a connection whose headers never finish once the headers timeout has passed', async () => {
    const slow = await startStaticServer({ root: tmpdir() }, '127.0.0.1', 0, {
      headersTimeout: 1000,
      requestTimeout: 2000,
    });
    try {
      const socket = connect((slow.address() as AddressInfo).port, '127.0.0.1');
      socket.on('error', () => undefined);
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
      });
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      // The server ends the connection itself (408); without the limit, Node would wait a minute and more.
      await new Promise<void>((done) => socket.once('close', () => done()));
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await new Promise<void>((done) => slow.close(() => done()));
    }
  });

  it('sets the limits on the servers it starts', async () => {
    expect(server.headersTimeout).toBe(20_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
  });
});

function rawGet(origin: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
