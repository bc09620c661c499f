/**
 * The edges issue 17 hardens, each tried the way an attacker or a broken client would: the client address behind
 * proxies, wrong admin tokens, production without a token, a 413 on a chunked body, a byte-order mark, a body sent
 * a byte at a time, the x-user-id header and non-object bodies.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnApi } from '../testing/spawn-api';
import { postJson, rowCount, startTestServer, type TestServer } from '../testing/start-test-server';
import { createTestDatabase } from '../testing/test-database';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

const servers: TestServer[] = [];
async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const contact = {
  firstName: 'Annabel',
  lastName: 'Lee',
  email: 'annabel@example.com',
  phone: '+1 555 123 4567',
  message: 'Hello, I would like to know more about the daily calls.',
};

/** The voice platform's seam: answers every call placed, and counts them. */
function acceptingPlatform() {
  const calls: string[] = [];
  const fake: typeof fetch = async (input) => {
    calls.push(String(input));
    return Response.json({ id: `call-${calls.length}`, status: 'queued' }, { status: 201 });
  };
  return { calls, fake };
}
const VOICE_ENV = {
  VAPI_PRIVATE_KEY: 'private-key-123',
  VAPI_PHONE_NUMBER_ID: 'number-id',
  VAPI_ASSISTANT_ID: 'assistant',
};

/** Form posts (an empty form: refused with 422 while allowed, so nothing is stored) until the limiter answers. */
async function formStatuses(api: TestServer, forwardedFor: (i: number) => string | undefined, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const forwarded = forwardedFor(i);
    const response = await postJson(`${api.url}/forms/contact`, {}, forwarded ? { 'X-Forwarded-For': forwarded } : {});
    statuses.push(response.status);
  }
  return statuses;
}

describe('TRUST_PROXY: the client address is read from the right', () => {
  it.each(['1', 'true'])(
    'TRUST_PROXY=%s: rotating the client-written first X-Forwarded-For entry does not escape the form limit',
    async (trustProxy) => {
      const api = await start({ env: { TRUST_PROXY: trustProxy, FORM_RATE_LIMIT_PER_MINUTE: '3' } });
      // The client writes anything it likes first; the one trusted proxy appends the address it saw.
      const statuses = await formStatuses(api, (i) => `198.18.0.${i}, 203.0.113.7`, 5);
      expect(statuses).toEqual([422, 422, 422, 429, 429]);
      // Another client behind the same proxy has its own allowance.
      expect(await formStatuses(api, () => '203.0.113.7, 203.0.113.8', 1)).toEqual([422]);
      expect(await rowCount(api.db, 'contact_messages')).toBe(0);
    },
  );

  it('TRUST_PROXY=2: the client is the second entry from the right, whatever comes before it', async () => {
    const api = await start({ env: { TRUST_PROXY: '2', FORM_RATE_LIMIT_PER_MINUTE: '3' } });
    const statuses = await formStatuses(api, (i) => `198.18.0.${i}, 203.0.113.7, 10.0.0.2`, 5);
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
    // The right-most entry is the inner proxy's view (the outer proxy), not the client: a new client behind the
    // same two proxies is counted on its own.
    expect(await formStatuses(api, () => '203.0.113.7, 203.0.113.9, 10.0.0.2', 1)).toEqual([422]);
  });

  it('TRUST_PROXY=1: rotating the first entry does not escape the phone-call per-address limit', async () => {
    const platform = acceptingPlatform();
    const api = await start({
      env: {
        ...VOICE_ENV,
        TRUST_PROXY: '1',
        PHONE_CALLS_PER_ADDRESS_PER_HOUR: '2',
        PHONE_CALLS_PER_NUMBER_PER_HOUR: '100',
        PHONE_CALLS_PER_USER_PER_HOUR: '100',
      },
      deps: { fetch: platform.fake },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // A new user and a new number each time: only the address ties the calls together.
      const response = await postJson(
        `${api.url}/create_phone_call`,
        { userId: `caller-${i}`, phoneNumber: `+1 201 555 012${i}` },
        { 'x-user-id': `caller-${i}`, 'X-Forwarded-For': `198.18.0.${i}, 203.0.113.7` },
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({
          message: 'Too many calls to your address. Please try again later.',
        });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(platform.calls).toHaveLength(2);
    const addresses = await api.db.db.selectFrom('phone_calls').select('client_address').execute();
    expect(addresses.map((row) => row.client_address)).toEqual(['203.0.113.7', '203.0.113.7']);
  });

  it('without TRUST_PROXY the header is ignored: the socket address is counted', async () => {
    const api = await start({ env: { FORM_RATE_LIMIT_PER_MINUTE: '3' } });
    // Every entry rotates, the right-most too: none of it is believed.
    const statuses = await formStatuses(api, (i) => `198.18.0.${i}, 198.18.1.${i}`, 5);
    expect(statuses).toEqual([422, 422, 422, 429, 429]);

    const platform = acceptingPlatform();
    const calls = await start({ env: VOICE_ENV, deps: { fetch: platform.fake } });
    await postJson(
      `${calls.url}/create_phone_call`,
      { phoneNumber: '+12015550123' },
      { 'x-user-id': 'caller', 'X-Forwarded-For': '203.0.113.7' },
    );
    const [row] = await calls.db.db.selectFrom('phone_calls').select('client_address').execute();
    expect(row?.client_address).toBe('127.0.0.1');
  });
});

describe('wrong admin tokens', () => {
  const TOKEN = 'the-right-admin-token-123';
  const get = (api: TestServer, path: string, token: string | null, forwardedFor = '203.0.113.66') =>
    fetch(`${api.url}${path}`, {
      headers: { 'X-Forwarded-For': forwardedFor, ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
    });

  /**
   * What the code does, decided here: once an address has sent ADMIN_FAILURES_PER_MINUTE wrong tokens, it gets 429
   * on every admin route, the right token included, until the minute that began with its first failure is over;
   * then it starts afresh. Other addresses are not affected, and right tokens never count as failures.
   */
  it('429 with Retry-After after ADMIN_FAILURES_PER_MINUTE failures, the right token too, until the window passes', async () => {
    let clock = Date.parse('2026-11-23T08:00:00Z');
    const api = await start({
      env: { ADMIN_TOKEN: TOKEN, ADMIN_FAILURES_PER_MINUTE: '3', TRUST_PROXY: '1' },
      deps: { now: () => clock },
    });
    // The right token, as often as it likes, uses up nothing.
    for (let i = 0; i < 5; i++) expect((await get(api, '/admin/waitlist.csv', TOKEN)).status).toBe(200);

    // Three failures, spread over the team routes, share one counter. A request with no credentials at all (the
    // dashboard before its user signs in) guesses nothing and is not counted.
    expect((await get(api, '/analytics/ab-stats', 'guess-1')).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await get(api, '/analytics/ab-stats', null)).status).toBe(401);
    expect((await get(api, '/admin/waitlist.csv', 'guess-2')).status).toBe(401);
    expect((await get(api, '/admin/outbox', 'guess-3')).status).toBe(401);

    const blocked = await get(api, '/analytics/ab-stats', 'guess-4');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('60');
    expect(await blocked.json()).toMatchObject({ message: 'Too many wrong admin tokens. Please try again later.' });

    clock += 30_000;
    const rightButBlocked = await get(api, '/admin/waitlist.csv', TOKEN);
    expect(rightButBlocked.status).toBe(429);
    expect(rightButBlocked.headers.get('retry-after')).toBe('30');
    // Another address (another admin) is not locked out by the guesser.
    expect((await get(api, '/admin/waitlist.csv', TOKEN, '203.0.113.10')).status).toBe(200);

    clock += 30_000;
    expect((await get(api, '/analytics/ab-stats', TOKEN)).status).toBe(200);
  });
});

describe('NODE_ENV=production', () => {
  it('server.ts refuses to start without ADMIN_TOKEN, and the message names it', async () => {
    const database = await createTestDatabase();
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: {
          PATH: process.env.PATH,
          API_PORT: '0',
          NODE_ENV: 'production',
          PUBLIC_API_URL: 'https://api.novavox.example',
          PUBLIC_SITE_URL: 'https://novavox.example',
          SITE_ORIGINS: 'https://novavox.example',
          ...database.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      // Either it exits, or it starts listening: then it is stopped and the test fails on what it printed.
      const code = await new Promise<number | null>((resolve) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('listening')) child.kill('SIGKILL');
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', resolve);
      });
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(output).toContain('ADMIN_TOKEN');
      expect(output).not.toContain('listening');

      // The same start with a token listens: the token was what was missing.
      const api = await spawnApi({
        NODE_ENV: 'production',
        ADMIN_TOKEN: 'a-production-token-1234',
        PUBLIC_API_URL: 'https://api.novavox.example',
        PUBLIC_SITE_URL: 'https://novavox.example',
        SITE_ORIGINS: 'https://novavox.example',
        ...database.env,
      });
      try {
        expect((await fetch(`${api.url}/health`)).status).toBe(200);
        expect((await fetch(`${api.url}/admin/waitlist.csv`)).status).toBe(401);
      } finally {
        await api.stop();
      }
    } finally {
      await database.drop();
    }
  });
});

interface RawExchange {
  /** Everything the server sent, as text. */
  response: string;
  /** The server closed its side (FIN) rather than keeping the connection open. */
  ended: boolean;
  error: NodeJS.ErrnoException | null;
}

/** One HTTP/1.1 exchange on a raw socket, so what happens to the connection itself can be seen. */
function rawExchange(url: string, send: (write: (data: string) => boolean, closed: () => boolean) => void) {
  const { hostname, port } = new URL(url);
  return new Promise<RawExchange>((resolve) => {
    const socket = connect(Number(port), hostname);
    const result: RawExchange = { response: '', ended: false, error: null };
    let closed = false;
    socket.on('data', (chunk: Buffer) => {
      result.response += chunk.toString('utf8');
    });
    socket.on('end', () => {
      result.ended = true;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      result.error = error;
    });
    socket.on('close', () => {
      closed = true;
      resolve(result);
    });
    socket.on('connect', () =>
      send(
        (data) => !closed && socket.write(data),
        () => closed,
      ),
    );
  });
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);

describe('413 closes the connection cleanly', () => {
  it.each([
    ['chunked, without a length', true],
    ['with a Content-Length', false],
  ])('a body over the limit, %s: 413, Connection: close, the socket ends without a reset', async (_kind, chunked) => {
    const api = await start();
    const body = JSON.stringify({ ...contact, message: 'x'.repeat(20 * 1024) });
    const head = [
      'POST /forms/contact HTTP/1.1',
      `Host: ${new URL(api.url).host}`,
      'Content-Type: application/json',
      'Connection: keep-alive',
      chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      '',
    ].join('\r\n');
    const chunks = chunked
      ? `${(body.match(/[\s\S]{1,4096}/g) ?? []).map((part) => `${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`).join('')}0\r\n\r\n`
      : body;
    const exchange = await rawExchange(api.url, (write) => {
      write(head + chunks);
    });
    expect(exchange.error).toBeNull();
    expect(exchange.ended).toBe(true);
    expect(statusOf(exchange.response)).toBe(413);
    expect(exchange.response).toMatch(/\r\nconnection: close\r\n/i);
    expect(exchange.response).toContain('"message":"Request body must be at most 16 KB"');
    expect(await rowCount(api.db, 'contact_messages')).toBe(0);
  });
});

describe('a byte-order mark', () => {
  it('before a JSON body is accepted, on the forms and on /events', async () => {
    const api = await start();
    const withBom = (value: unknown) => `\ufeff${JSON.stringify(value)}`;
    expect((await postJson(`${api.url}/forms/contact`, withBom(contact))).status).toBe(201);
    expect(
      (
        await postJson(
          `${api.url}/forms/waitlist`,
          withBom({ ...contact, consentVersion: WAITLIST_CONSENT.version, message: undefined }),
        )
      ).status,
    ).toBe(201);
    expect(
      (await postJson(`${api.url}/events`, withBom({ events: [{ name: 'page_view', page_path: '/' }] }))).status,
    ).toBe(202);
    expect(await rowCount(api.db, 'contact_messages')).toBe(1);
    expect(await rowCount(api.db, 'waitlist_signups')).toBe(1);
    expect(await rowCount(api.db, 'analytics_events')).toBe(1);
  });
});

describe('a body sent one byte at a time', () => {
  it('is cut off with 408 once BODY_TIMEOUT_MS has passed, the connection closed and nothing stored', async () => {
    const api = await start({ env: { BODY_TIMEOUT_MS: '1500' } });
    // A valid form: if it were ever completed it would be stored. At one byte per 250 ms it would take 30 s.
    const body = JSON.stringify({ ...contact, message: 'Hello, I would like to know more about the calls.' });
    const head = [
      'POST /forms/contact HTTP/1.1',
      `Host: ${new URL(api.url).host}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      '',
    ].join('\r\n');
    let sent = 0;
    const exchange = await rawExchange(api.url, (write, closed) => {
      write(head);
      const timer = setInterval(() => {
        if (closed() || sent >= body.length) {
          clearInterval(timer);
          return;
        }
        write(body.charAt(sent));
        sent += 1;
      }, 250);
    });
    expect(sent).toBeLessThan(body.length);
    expect(statusOf(exchange.response)).toBe(408);
    expect(exchange.ended || exchange.error !== null).toBe(true);
    expect(await rowCount(api.db, 'contact_messages')).toBe(0);
  }, 60_000);
});

describe('x-user-id is validated', () => {
  const rule = 'The x-user-id header must be 1 to 100 letters, digits, dots, colons, underscores or hyphens';

  it.each([
    ['spaces', 'care giver 1'],
    ['markup', '<script>alert(1)</script>'],
    ['101 characters', 'u'.repeat(101)],
  ])('with %s: 400 naming the rule, and nobody is called', async (_kind, userId) => {
    const platform = acceptingPlatform();
    const api = await start({ env: VOICE_ENV, deps: { fetch: platform.fake } });
    const response = await postJson(
      `${api.url}/create_phone_call`,
      { phoneNumber: '+12015550123' },
      { 'x-user-id': userId },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: rule });
    expect(platform.calls).toEqual([]);
    expect(await rowCount(api.db, 'phone_calls')).toBe(0);
  });

  it('takes 100 characters of the allowed alphabet (the boundary)', async () => {
    const platform = acceptingPlatform();
    const api = await start({ env: VOICE_ENV, deps: { fetch: platform.fake } });
    const userId = `a.b:c_d-${'u'.repeat(92)}`;
    expect(userId).toHaveLength(100);
    const response = await postJson(
      `${api.url}/create_phone_call`,
      { phoneNumber: '+12015550123' },
      { 'x-user-id': userId },
    );
    expect(response.status).toBe(201);
    expect(platform.calls).toHaveLength(1);
  });
});

describe('a body that is JSON but not an object', () => {
  it.each([
    ['/forms/waitlist', 'form', 'The request body must be a JSON object of form fields'],
    ['/forms/contact', 'form', 'The request body must be a JSON object of form fields'],
    ['/create_phone_call', 'form', 'The request body must be a JSON object of form fields'],
    ['/events', 'events', 'The request body must be a JSON object with an events list'],
  ])('%s names the rule in field %s', async (path, field, message) => {
    const api = await start({ env: VOICE_ENV, deps: { fetch: acceptingPlatform().fake } });
    for (const body of ['[]', '"text"', '7', 'null']) {
      const response = await postJson(`${api.url}${path}`, body, { 'x-user-id': 'caller' });
      expect(response.status).toBe(422);
      const answer = (await response.json()) as { fields?: Record<string, string> };
      expect(answer.fields).toEqual({ [field]: message });
      expect(JSON.stringify(answer)).not.toContain('Invalid input');
    }
  });
});

/**
 * `count` requests sent at once, alternately to two api processes sharing one database; their statuses in the
 * order sent. The processes are stopped afterwards, however the requests end.
 */
async function sentAllAtOnceToTwoProcesses(
  env: Record<string, string>,
  count: number,
  send: (url: string, i: number) => Promise<Response>,
): Promise<number[]> {
  const processes = await Promise.all([0, 1].map(() => spawnApi(env)));
  try {
    return await Promise.all(
      Array.from({ length: count }, (_, i) => send(processes[i % 2]?.url ?? '', i).then((response) => response.status)),
    );
  } finally {
    await Promise.all(processes.map((process) => process.stop()));
  }
}

describe('rate limits shared by every api process and by an IPv6 /64', () => {
  it('two api processes together grant a form limit once, not once each', async () => {
    const api = await start();
    const statuses = await sentAllAtOnceToTwoProcesses(
      { ...api.databaseEnv, FORM_RATE_LIMIT_PER_MINUTE: '5' },
      20,
      (url) => postJson(`${url}/forms/contact`, {}),
    );
    // An empty form is refused with 422 while the limit has room, so nothing is stored.
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  }, 60_000);

  it('two api processes compare at most ADMIN_FAILURES_PER_MINUTE wrong admin tokens, sent all at once', async () => {
    const api = await start();
    const env = { ...api.databaseEnv, ADMIN_TOKEN: 'the-right-admin-token-0123', ADMIN_FAILURES_PER_MINUTE: '10' };
    const statuses = await sentAllAtOnceToTwoProcesses(env, 30, (url, i) =>
      fetch(`${url}/admin/outbox`, {
        headers: { Authorization: `Bearer wrong-guess-${String(i).padStart(20, '0')}` },
      }),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  }, 60_000);

  it('the right admin token is not counted as a failure', async () => {
    const api = await start({ env: { ADMIN_TOKEN: 'the-right-admin-token-0123', ADMIN_FAILURES_PER_MINUTE: '2' } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${api.url}/admin/outbox`, {
        headers: { Authorization: 'Bearer the-right-admin-token-0123' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it('IPv6 addresses of one /64 share a bucket; another /64 has its own', async () => {
    const api = await start({ env: { TRUST_PROXY: '1', FORM_RATE_LIMIT_PER_MINUTE: '3' } });
    // Each request from a different address of 2001:db8:1:2::/64, as a client picking addresses at will.
    const sameNetwork = await formStatuses(api, (i) => `2001:db8:1:2:${i.toString(16)}:aaaa:bbbb:${i + 1}`, 5);
    expect(sameNetwork).toEqual([422, 422, 422, 429, 429]);
    const otherNetwork = await formStatuses(api, () => '2001:db8:1:3::1', 1);
    expect(otherNetwork).toEqual([422]);
  });
});

describe('a body limit on every route', () => {
  const chunkedPost = (path: string, contentType: string, size: number, host: string) => {
    const part = 'x'.repeat(64 * 1024);
    const head = [
      `POST ${path} HTTP/1.1`,
      `Host: ${host}`,
      `Content-Type: ${contentType}`,
      'Transfer-Encoding: chunked',
      '',
      '',
    ].join('\r\n');
    return { head, part, chunks: Math.ceil(size / part.length) };
  };

  it.each([
    [
      'POST /waitlist/delete, a form post',
      '/waitlist/delete',
      'application/x-www-form-urlencoded',
      'Request body must be at most 16 KB',
    ],
    ['a route that takes no body', '/health', 'application/json', 'Request body must be at most 16 KB'],
    ['a path with no route', '/no-such-route', 'application/json', 'Request body must be at most 16 KB'],
  ])('%s: a 50 MB chunked body is cut off with 413 long before its end', async (_kind, path, type, message) => {
    const api = await start();
    const { head, part, chunks } = chunkedPost(path, type, 50 * 1024 * 1024, new URL(api.url).host);
    let sent = 0;
    const exchange = await rawExchange(api.url, (write, closed) => {
      write(head);
      // Keep sending until the server answers and closes, as a client streaming a huge body would.
      const pump = () => {
        while (!closed() && sent < chunks) {
          sent += 1;
          if (!write(`${part.length.toString(16)}\r\n${part}\r\n`)) {
            setTimeout(pump, 5);
            return;
          }
        }
      };
      pump();
    });
    expect(statusOf(exchange.response)).toBe(413);
    expect(exchange.response).toContain(`"message":"${message}"`);
    expect(sent).toBeLessThan(chunks);
  });
});

describe('headers that never finish', () => {
  it('are cut off with 408 and the connection closed (the api holds none open past its headers timeout)', async () => {
    const api = await start({ env: { BODY_TIMEOUT_MS: '1500' } });
    const exchange = await rawExchange(api.url, (write) => {
      write(`GET /health HTTP/1.1\r\nHost: ${new URL(api.url).host}\r\nX-Slow: `);
    });
    expect(statusOf(exchange.response)).toBe(408);
  });
});
