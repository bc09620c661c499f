import { randomUUID } from 'node:crypto';
import type { LogEvent } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolFigures } from '../db/open-database';
import { refusalsHelp } from './refusal-limits';

/** The statement kinds a query is counted under (its first keyword); anything else is `other`. */
const STATEMENTS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback', 'pragma']);

/** One id per process start: two processes on one port over time, or a restart, never share it. */
const PROCESS_INSTANCE = randomUUID();

/**
 * The figures operators graph and alert on, in Prometheus' text format at GET /metrics. One registry per app, so
 * several apps in one process (the tests) never share counters. Label values are few and fixed (route patterns,
 * not paths; status codes; outcomes), so the series stay bounded whatever the traffic.
 */
export function createApiMetrics() {
  const registry = new Registry();
  // Includes novavox_api_process_start_time_seconds: a restart changes it (docs/observability.md).
  collectDefaultMetrics({ register: registry, prefix: 'novavox_api_' });
  const labels = { registers: [registry] };
  // Every figure below is registered here and differs from the others only in name, help, label names and buckets.
  const counter = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, ...labels });
  const gauge = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, ...labels });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
    new Histogram<L>({ name, help, labelNames, buckets, ...labels });
  // The pool is opened after the metrics: until then (and in apps built without one) the gauges read nothing.
  let poolFigures: (() => PoolFigures) | null = null;
  const poolGauge = (name: string, help: string, read: (figures: PoolFigures) => number) =>
    new Gauge({
      name,
      help,
      ...labels,
      collect() {
        if (poolFigures) this.set(read(poolFigures()));
      },
    });
  const queryDuration = histogram(
    'novavox_db_query_duration_seconds',
    'Time each database statement took, from sending it to its result (waiting for a pool connection not included), by statement kind',
    ['statement'],
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  );
  const queryErrors = counter(
    'novavox_db_query_errors_total',
    'Database statements that failed, by statement kind and error code (SQLSTATE on PostgreSQL, SQLITE_* on SQLite)',
    ['statement', 'code'],
  );
  gauge(
    'novavox_api_process_info',
    'Always 1: this process, its pid and an id drawn at its start (a restart changes both)',
    ['pid', 'process_instance', 'version'],
  ).set({ pid: String(process.pid), process_instance: PROCESS_INSTANCE, version: process.version }, 1);
  return {
    registry,
    /** Reads the pool's figures at each scrape. */
    watchPool(read: () => PoolFigures) {
      poolFigures = read;
    },
    poolTotal: poolGauge(
      'novavox_db_pool_connections',
      'Database connections open in this process (PostgreSQL pool; 1 on SQLite)',
      (figures) => figures.total,
    ),
    poolIdle: poolGauge(
      'novavox_db_pool_idle_connections',
      'Open database connections not in use (PostgreSQL pool; SQLite: 1, its statements run in the api thread)',
      (figures) => figures.idle,
    ),
    poolWaiting: poolGauge(
      'novavox_db_pool_waiting_requests',
      'Queries waiting for a free pool connection (PostgreSQL; always 0 on SQLite): above 0 for long, the pool is too small or the database slow',
      (figures) => figures.waiting,
    ),
    /** Kysely's log hook: every statement's duration, and every failed one. */
    observeQuery(event: LogEvent) {
      const statement = statementKind(event.query.sql);
      queryDuration.observe({ statement }, event.queryDurationMillis / 1000);
      if (event.level === 'error') queryErrors.inc({ statement, code: errorCode(event.error) });
    },
    refusals: counter('novavox_refusals_total', refusalsHelp(), ['limit']),
    httpRequests: counter(
      'novavox_http_requests_total',
      'HTTP requests answered, by method, route pattern and status',
      ['method', 'route', 'status'],
    ),
    httpDuration: histogram(
      'novavox_http_request_duration_seconds',
      'Time from receiving a request to answering it, by method, route pattern and status',
      ['method', 'route', 'status'],
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    ),
    eventsStored: counter('novavox_events_stored_total', 'Analytics events stored (acknowledged with 202)'),
    eventsRefused: counter(
      'novavox_events_refused_total',
      'Single events of an accepted batch refused and not stored (forged or stale impressions, browser conversions, over a visitor allowance, bots)',
    ),
    visitorIdsIssued: counter('novavox_visitor_ids_signed_total', 'Visitor ids signed by POST /visitor-ids'),
    /** Every reason an id did not count: what a script minting visitors runs into. */
    visitorIdsRefused: counter(
      'novavox_visitor_ids_refused_total',
      'Visitor ids that counted nothing, by reason (unsigned: an impression with an id the api never signed; bad_signature: a signature that is not the api’s; new_id_cap: POST /visitor-ids past the hourly share of an address)',
      ['reason'],
    ),
    eventBatchesRefused: counter(
      'novavox_event_batches_refused_total',
      'POST /events batches refused, by status (422 invalid, 413 too large, 429 rate limited, 503 database out, …)',
      ['status'],
    ),
    signups: counter(
      'novavox_waitlist_signups_total',
      'Waitlist sign-ups accepted, by outcome (new: stored as pending; repeat: an address already listed; bot: the honeypot was filled in)',
      ['outcome'],
    ),
    /** Set on each scrape from the database, like outboxOldestAge. */
    mailsQueued: gauge(
      'novavox_mail_outbox_queued',
      'E-mails in the outbox not yet sent (shared by every api process on the database)',
    ),
    mailsSent: counter('novavox_mails_sent_total', 'E-mails sent through SMTP'),
    mailsFailed: counter('novavox_mails_failed_total', 'E-mail send attempts that failed (each is retried later)'),
    watchWebhookDeliveries: counter(
      'novavox_watch_webhook_deliveries_total',
      "Attempts of the experiment watch's webhook, by outcome (delivered: a 2xx; retried: tried again later; gave_up: the last attempt failed)",
      ['outcome'],
    ),
    phoneCalls: counter(
      'novavox_phone_calls_total',
      'POST /create_phone_call answers, by result (placed: 201; refused: 4xx; failed: 5xx)',
      ['result'],
    ),
    /** Set on each scrape from the database. */
    outboxOldestAge: gauge(
      'novavox_mail_outbox_oldest_unsent_age_seconds',
      'Age of the oldest e-mail not yet sent (0 when none waits); grows when SMTP is down or unset',
    ),
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;

function statementKind(text: string): string {
  const word = /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toLowerCase() ?? 'other';
  return STATEMENTS.has(word) ? word : 'other';
}

/** A bounded label: the driver's code when it looks like one (SQLSTATE, SQLITE_*), else the error's type. */
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) return code;
  return error instanceof Error ? error.constructor.name.slice(0, 40) : 'unknown';
}
