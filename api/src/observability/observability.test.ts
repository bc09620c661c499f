import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLog } from '../testing/captured-log';
import { postJson, startTestServer, type TestServer } from '../testing/start-test-server';

const signUp = {
  firstName: 'Metric',
  lastName: 'Test',
  email: 'metric@example.com',
  source: 'metrics',
  consentVersion: WAITLIST_CONSENT.version,
};

/** One sample of the Prometheus text, by its exact series. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /metrics', () => {
  it('counts requests by route and status, events stored and refused, sign-ups, the outbox and phone calls', async () => {
    server = await startTestServer();
    expect((await postJson(`${server.url}/forms/waitlist`, signUp)).status).toBe(201);
    expect((await postJson(`${server.url}/forms/waitlist`, signUp)).status).toBe(201);
    const events = [
      { name: 'page_view', page_path: '/' },
      { name: 'page_view', page_path: '/tos' },
    ];
    expect((await postJson(`${server.url}/events`, { events })).status).toBe(202);
    expect((await postJson(`${server.url}/events`, { events: [{ name: 'page_view' }] })).status).toBe(422);
    await postJson(`${server.url}/create_phone_call`, {}, { 'x-user-id': 'metrics-user' });

    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(sample(text, 'novavox_http_requests_total{method="POST",route="/forms/waitlist",status="201"}')).toBe(2);
    expect(sample(text, 'novavox_http_requests_total{method="POST",route="/events",status="422"}')).toBe(1);
    expect(
      sample(text, 'novavox_http_request_duration_seconds_count{method="POST",route="/events",status="202"}'),
    ).toBe(1);
    expect(sample(text, 'novavox_waitlist_signups_total{outcome="new"}')).toBe(1);
    expect(sample(text, 'novavox_waitlist_signups_total{outcome="repeat"}')).toBe(1);
    expect(sample(text, 'novavox_events_stored_total')).toBe(2);
    expect(sample(text, 'novavox_event_batches_refused_total{status="422"}')).toBe(1);
    // A new sign-up's confirmation, and a pending address's repeat: two e-mails wait (no SMTP in this test).
    expect(sample(text, 'novavox_mail_outbox_queued')).toBe(2);
    expect(sample(text, 'novavox_mail_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^novavox_phone_calls_total\{result="(refused|failed)"\} 1$/m);
    expect(text).toContain('novavox_api_process_resident_memory_bytes');
  });

  it('counts refusals by the limit that refused: rate limits by name, body size, content type, validation', async () => {
    server = await startTestServer({ env: { FORM_RATE_LIMIT_PER_MINUTE: '3' } });
    const form = `${server.url}/forms/waitlist`;
    expect((await postJson(form, signUp)).status).toBe(201);
    expect((await postJson(form, { ...signUp, email: 'not-an-address' })).status).toBe(422);
    expect((await postJson(form, signUp)).status).toBe(201);
    expect((await postJson(form, signUp)).status).toBe(429);
    const events = `${server.url}/events`;
    const big = await fetch(events, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [], pad: 'x'.repeat(70 * 1024) }),
    });
    expect(big.status).toBe(413);
    const plain = await fetch(events, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(plain.status).toBe(415);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);

    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(sample(text, 'novavox_refusals_total{limit="forms"}')).toBe(1);
    expect(sample(text, 'novavox_refusals_total{limit="validation"}')).toBe(1);
    expect(sample(text, 'novavox_refusals_total{limit="body-size"}')).toBe(1);
    expect(sample(text, 'novavox_refusals_total{limit="content-type"}')).toBe(1);
    expect(text.match(/^novavox_refusals_total\{/gm)).toHaveLength(4);
    // The help names every value the label takes: the limiters' own names (docs/observability.md has the same list).
    expect(text).toContain(
      '# HELP novavox_refusals_total Requests refused by a limit, by limit: each rate limit by name (forms, events, admin, team-sign-in-address, team-sign-in-email-client, visitor-ids, phone-calls-perNumber, phone-calls-perAddress, phone-calls-perUser, phone-calls-site), body-size (413), content-type (415), validation (400, 422), rate-limit (429)\n',
    );
  });

  it('counts a sign-in refused per address and client under the name its limiter counts under', async () => {
    server = await startTestServer({
      env: { TEAM_MARKETING_EMAILS: 'mia@novavox.test', TEAM_SIGN_INS_PER_EMAIL_PER_HOUR: '1' },
    });
    const signIn = `${server.url}/team/sign-in`;
    expect((await postJson(signIn, { email: 'someone@example.com' })).status).toBe(202);
    expect((await postJson(signIn, { email: 'someone@example.com' })).status).toBe(429);
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(sample(text, 'novavox_refusals_total{limit="team-sign-in-email-client"}')).toBe(1);
  });

  it('reads the database pool, times every statement and counts the failed ones by code', async () => {
    server = await startTestServer();
    expect((await postJson(`${server.url}/forms/waitlist`, signUp)).status).toBe(201);
    // The app's own handle, so through its log hook: a statement the database refuses.
    await expect(
      server.db.db
        .selectFrom('no_such_table' as 'waitlist_signups')
        .selectAll()
        .execute(),
    ).rejects.toThrow();

    const text = await (await fetch(`${server.url}/metrics`)).text();
    const total = sample(text, 'novavox_db_pool_connections') ?? Number.NaN;
    const idle = sample(text, 'novavox_db_pool_idle_connections') ?? Number.NaN;
    if (server.db.engine === 'sqlite') expect([total, idle]).toEqual([1, 1]);
    // PostgreSQL: at least the one connection kept open, at most the pool's ten; none busy between requests.
    else expect(total >= 1 && total <= 10 && idle === total).toBe(true);
    expect(sample(text, 'novavox_db_pool_waiting_requests')).toBe(0);
    expect(sample(text, 'novavox_db_query_duration_seconds_count{statement="insert"}')).toBeGreaterThan(0);
    expect(sample(text, 'novavox_db_query_duration_seconds_count{statement="select"}')).toBeGreaterThan(0);
    const code = server.db.engine === 'sqlite' ? 'SQLITE_ERROR' : '42P01';
    expect(sample(text, `novavox_db_query_errors_total{statement="select",code="${code}"}`)).toBe(1);
    expect(text.match(/^novavox_db_query_errors_total\{/gm)).toHaveLength(1);
  });

  it('names the process: its start time, and an id and pid that a restart changes', async () => {
    server = await startTestServer();
    const text = await (await fetch(`${server.url}/metrics`)).text();
    const started = sample(text, 'novavox_api_process_start_time_seconds') ?? 0;
    expect(Math.abs(started - Date.now() / 1000)).toBeLessThan(3600);
    expect(text).toMatch(
      new RegExp(
        `^novavox_api_process_info\\{pid="${process.pid}",process_instance="[0-9a-f-]{36}",version="v\\d+[^"]*"\\} 1$`,
        'm',
      ),
    );
  });

  it('is served to loopback connections only when METRICS_TOKEN is unset, never through a proxy', async () => {
    server = await startTestServer();
    expect((await fetch(`${server.url}/metrics`)).status).toBe(200);
    const proxied = await fetch(`${server.url}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(proxied.status).toBe(403);
    expect((await proxied.json()).error).toMatch(/METRICS_TOKEN/);
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const token = 'metrics-token-0123456789';
    server = await startTestServer({ env: { METRICS_TOKEN: token } });
    expect((await fetch(`${server.url}/metrics`)).status).toBe(403);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${token}x` } });
    expect(wrong.status).toBe(403);
    const right = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    expect(right.status).toBe(200);
  });
});

describe('JSON logs', () => {
  it('log each request as one JSON line with its request id, the one the answer carries (or the caller sent)', async () => {
    const { lines, log } = captureLog();
    server = await startTestServer({ deps: { log } });
    const response = await postJson(`${server.url}/forms/waitlist`, signUp);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'info',
        service: 'novavox-api',
        requestId: id,
        method: 'POST',
        route: '/forms/waitlist',
        path: '/forms/waitlist',
        status: 201,
        ms: expect.any(Number),
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );

    const traced = await fetch(`${server.url}/health`, { headers: { 'X-Request-Id': 'from-the-proxy-42' } });
    expect(traced.headers.get('x-request-id')).toBe('from-the-proxy-42');
    expect(lines).toContainEqual(expect.objectContaining({ requestId: 'from-the-proxy-42', route: '/health' }));
  });

  it('name an unknown path by a fixed label, never by the path', async () => {
    const { lines, log } = captureLog();
    server = await startTestServer({ deps: { log } });
    await fetch(`${server.url}/no/such/path/12345`);
    expect(lines).toContainEqual(expect.objectContaining({ route: 'unmatched', status: 404 }));
  });
});
