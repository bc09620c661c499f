import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The figures operators graph and alert on, in Prometheus' text format at GET /metrics. One registry per app, so
 * several apps in one process (the tests) never share counters. Label values are few and fixed (route patterns,
 * not paths; status codes; outcomes), so the series stay bounded whatever the traffic.
 */
export function createApiMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'novavox_api_' });
  const labels = { registers: [registry] };
  return {
    registry,
    httpRequests: new Counter({
      name: 'novavox_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      ...labels,
    }),
    httpDuration: new Histogram({
      name: 'novavox_http_request_duration_seconds',
      help: 'Time from receiving a request to answering it, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      ...labels,
    }),
    eventsStored: new Counter({
      name: 'novavox_events_stored_total',
      help: 'Analytics events stored (acknowledged with 202)',
      ...labels,
    }),
    eventsRefused: new Counter({
      name: 'novavox_events_refused_total',
      help: 'Single events of an accepted batch refused and not stored (forged or stale impressions, browser conversions, over a visitor allowance, bots)',
      ...labels,
    }),
    eventBatchesRefused: new Counter({
      name: 'novavox_event_batches_refused_total',
      help: 'POST /events batches refused, by status (422 invalid, 413 too large, 429 rate limited, 503 database out, …)',
      labelNames: ['status'] as const,
      ...labels,
    }),
    signups: new Counter({
      name: 'novavox_waitlist_signups_total',
      help: 'Waitlist sign-ups accepted, by outcome (new: stored as pending; repeat: an address already listed; bot: the honeypot was filled in)',
      labelNames: ['outcome'] as const,
      ...labels,
    }),
    /** Set on each scrape from the database, like outboxOldestAge. */
    mailsQueued: new Gauge({
      name: 'novavox_mail_outbox_queued',
      help: 'E-mails in the outbox not yet sent (shared by every api process on the database)',
      ...labels,
    }),
    mailsSent: new Counter({ name: 'novavox_mails_sent_total', help: 'E-mails sent through SMTP', ...labels }),
    mailsFailed: new Counter({
      name: 'novavox_mails_failed_total',
      help: 'E-mail send attempts that failed (each is retried later)',
      ...labels,
    }),
    phoneCalls: new Counter({
      name: 'novavox_phone_calls_total',
      help: 'POST /create_phone_call answers, by result (placed: 201; refused: 4xx; failed: 5xx)',
      labelNames: ['result'] as const,
      ...labels,
    }),
    /** Set on each scrape from the database. */
    outboxOldestAge: new Gauge({
      name: 'novavox_mail_outbox_oldest_unsent_age_seconds',
      help: 'Age of the oldest e-mail not yet sent (0 when none waits); grows when SMTP is down or unset',
      ...labels,
    }),
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;
