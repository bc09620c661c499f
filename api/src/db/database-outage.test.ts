import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PostgresCluster, startPostgresCluster } from '../testing/postgres-cluster';
import { type SpawnedApi, spawnApi } from '../testing/spawn-api';

/**
 * PostgreSQL stopped under load (`pg_ctl stop -m fast`, as a restart or failover does) while two api processes
 * take sign-ups and event batches, then started again. Runs in the PostgreSQL leg, on a cluster of its own, since
 * it stops the server.
 */
const postgresLeg = inject('postgresAdminUrl') !== undefined;

interface Answer {
  kind: 'signup' | 'events';
  key: string;
  process: number;
  status: number;
  retryAfter: string | null;
  /** Which phase the request was sent in. */
  phase: Phase;
}
type Phase = 'before' | 'down' | 'back';

/** Bounded by counts, not time: the machine is shared and slow. */
const OUTAGE_TIMEOUT_MS = 240_000;
const WORKERS = 8;

let cluster: PostgresCluster;
let apis: SpawnedApi[] = [];

beforeAll(async () => {
  if (!postgresLeg) return;
  cluster = await startPostgresCluster();
  apis = await Promise.all(
    [0, 1].map(() =>
      spawnApi({
        DATABASE_URL: cluster.url,
        FORM_RATE_LIMIT_PER_MINUTE: '1000000',
        EVENTS_RATE_LIMIT_PER_MINUTE: '1000000',
        MAILS_PER_ADDRESS_PER_HOUR: '100',
      }),
    ),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
  cluster?.stop();
});

describe.runIf(postgresLeg)('PostgreSQL stopped under load and started again', () => {
  it(
    'leaves both api processes running, answering 503 with Retry-After, then serving, with every acknowledged write stored',
    async () => {
      const answers: Answer[] = [];
      let phase: Phase = 'before';
      let running = true;
      let sequence = 0;

      const send = async (process: number): Promise<void> => {
        const api = apis[process];
        if (!api) throw new Error('no api');
        const n = sequence++;
        const kind = n % 2 === 0 ? 'signup' : 'events';
        const key = `${kind}-${n}`;
        const sentIn = phase;
        const response = await (kind === 'signup'
          ? post(`${api.url}/forms/waitlist`, {
              firstName: 'Outage',
              lastName: 'Test',
              email: `${key}@example.com`,
              source: 'outage',
              consentVersion: WAITLIST_CONSENT.version,
            })
          : post(`${api.url}/events`, {
              events: [{ name: 'page_view', page_path: '/', visitor_id: key }],
            })
        ).catch(() => null);
        if (response === null) {
          // A dropped connection: what a process that died answers.
          answers.push({ kind, key, process, status: 0, retryAfter: null, phase: sentIn });
          return;
        }
        answers.push({
          kind,
          key,
          process,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          phase: sentIn,
        });
        await response.body?.cancel();
      };
      const workers = Array.from({ length: WORKERS }, async (_, worker) => {
        while (running) await send(worker % 2);
      });
      const answered = (phaseWanted: Phase, status: (code: number) => boolean) => (process: number) =>
        answers.some((answer) => answer.phase === phaseWanted && answer.process === process && status(answer.status));
      const waitFor = async (condition: () => boolean) => {
        while (!condition()) {
          const ended = apis.find((api) => api.child.exitCode !== null || api.child.signalCode !== null);
          if (ended) {
            running = false;
            throw new Error(`An api process ended (${ended.child.exitCode ?? ended.child.signalCode})`);
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };

      await waitFor(() => answers.filter((answer) => answer.status < 300).length >= 100);
      phase = 'down';
      await cluster.pause();
      await waitFor(() => [0, 1].every(answered('down', (code) => code === 503)));

      for (const api of apis) {
        expect((await fetch(`${api.url}/health`)).status).toBe(200);
        const ready = await fetch(`${api.url}/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({ ok: false, database: 'unreachable' });
      }

      await cluster.resume();
      phase = 'back';
      await waitFor(() => [0, 1].every(answered('back', (code) => code < 300)));
      running = false;
      await Promise.all(workers);

      for (const api of apis) {
        expect(api.child.exitCode).toBeNull();
        expect(api.child.signalCode).toBeNull();
        expect((await fetch(`${api.url}/ready`)).status).toBe(200);
      }
      // Only acknowledgements and "try again" answers, never a 500 or a dropped connection.
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201, 202, 503]));
      expect(answers.filter((answer) => answer.status === 503 && answer.retryAfter === null)).toEqual([]);

      const acknowledged = answers.filter((answer) => answer.status === 201 || answer.status === 202);
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        const emails = new Set(
          (await client.query<{ email: string }>('SELECT email FROM waitlist_signups')).rows.map((row) => row.email),
        );
        const visitors = new Set(
          (await client.query<{ visitor_id: string }>('SELECT visitor_id FROM analytics_events')).rows.map(
            (row) => row.visitor_id,
          ),
        );
        const lost = acknowledged.filter((answer) =>
          answer.kind === 'signup' ? !emails.has(`${answer.key}@example.com`) : !visitors.has(answer.key),
        );
        expect(lost).toEqual([]);
        expect(acknowledged.filter((answer) => answer.kind === 'signup').length).toBeGreaterThan(0);
        expect(acknowledged.filter((answer) => answer.kind === 'events').length).toBeGreaterThan(0);
      } finally {
        await client.end();
      }
    },
    OUTAGE_TIMEOUT_MS,
  );
});

function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
