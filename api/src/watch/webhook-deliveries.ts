import { randomUUID } from 'node:crypto';
import type { ExperimentAlertKind } from '@novavox/contracts-api/experiment-watch';
import { MINUTE_MS } from '@novavox/contracts-experiments/time-units';
import type { Transaction } from 'kysely';
import type { AppKysely, DatabaseSchema } from '../db/database-schema';
import type { ApiLogger } from '../observability/api-logger';
import type { ApiMetrics } from '../observability/api-metrics';
import { postWebhook, type WebhookConfig } from './webhook';

type Db = AppKysely | Transaction<DatabaseSchema>;

/** Attempts of one delivery before it is given up (and counted): about 18 h of a receiver down, with the backoff. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
const MAX_DELAY_MS = 6 * 60 * MINUTE_MS;
/**
 * How long a process holds a delivery it is sending (the call has 5 s): a process that died mid-call leaves it to
 * the others once this has passed.
 */
const CLAIM_MS = 2 * MINUTE_MS;
/** Deliveries one watch pass sends at most, oldest first: a long outage's backlog drains over a few passes. */
const BATCH = 20;

/** The wait after the n-th failed attempt: 1 min, then ×4 each time (4, 16, 64 min, …), at most 6 h. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(MINUTE_MS * 4 ** Math.max(0, failedAttempts - 1), MAX_DELAY_MS);
}

/** One change as the webhook's JSON tells it. */
export interface WebhookAlert {
  experimentId: string;
  runId: string | null;
  kind: ExperimentAlertKind;
  subject: string;
  lines: readonly string[];
}

/**
 * Writes the delivery of what was just told, in the caller's transaction (the one that records the change and
 * queues its e-mail): once the change is told, its webhook call exists and survives a restart.
 */
export async function enqueueWebhook(
  db: Db,
  alertIds: readonly number[],
  alerts: readonly WebhookAlert[],
  at: Date,
): Promise<void> {
  if (alertIds.length === 0) return;
  const payload = {
    type: alerts.length > 1 ? 'experiments.digest' : 'experiment.alert',
    sentAt: at.toISOString(),
    alerts: alerts.map((alert) => ({
      experimentId: alert.experimentId,
      runId: alert.runId,
      kind: alert.kind,
      subject: alert.subject,
      text: alert.lines.join('\n'),
    })),
  };
  await db
    .insertInto('webhook_deliveries')
    .values({
      delivery_id: randomUUID(),
      alert_ids: JSON.stringify(alertIds),
      body: JSON.stringify(payload),
      created_at: at.toISOString(),
      status: 'pending',
      next_attempt_at: at.toISOString(),
    })
    .execute();
  await db.updateTable('experiment_alerts').set({ webhook_status: 'queued' }).where('id', 'in', alertIds).execute();
}

export interface WebhookDeliveryDeps {
  db: AppKysely;
  webhook: WebhookConfig;
  now: () => number;
  log: ApiLogger;
  metrics?: ApiMetrics;
  fetch?: typeof fetch;
}

export type DeliveryOutcome = 'delivered' | 'retried' | 'gave_up';

/**
 * Sends every delivery that is due, each claimed first by a conditional update on its attempt count, so of several
 * api processes one sends it. A 2xx answer settles it; any other answer or a network error is tried again after
 * `retryDelayMs`, until WEBHOOK_MAX_ATTEMPTS, when it is given up, logged and counted.
 */
export async function deliverDueWebhooks(deps: WebhookDeliveryDeps): Promise<DeliveryOutcome[]> {
  const { db, webhook, now, log, metrics } = deps;
  const due = await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'delivery_id', 'alert_ids', 'body', 'attempts'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', new Date(now()).toISOString())
    .orderBy('id')
    .limit(BATCH)
    .execute();
  const outcomes: DeliveryOutcome[] = [];
  for (const row of due) {
    const attempt = row.attempts + 1;
    const claimed = await db
      .updateTable('webhook_deliveries')
      .set({ attempts: attempt, next_attempt_at: new Date(now() + CLAIM_MS).toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', row.attempts)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const answer = await postWebhook(webhook, { deliveryId: row.delivery_id, body: row.body }, now, deps.fetch);
    const at = new Date(now());
    const outcome: DeliveryOutcome = /^2\d\d$/.test(answer)
      ? 'delivered'
      : attempt >= WEBHOOK_MAX_ATTEMPTS
        ? 'gave_up'
        : 'retried';
    await db
      .updateTable('webhook_deliveries')
      .set(
        outcome === 'retried'
          ? { last_answer: answer, next_attempt_at: new Date(at.getTime() + retryDelayMs(attempt)).toISOString() }
          : { last_answer: answer, status: outcome, next_attempt_at: null, settled_at: at.toISOString() },
      )
      .where('id', '=', row.id)
      .execute();
    const status =
      outcome === 'delivered'
        ? answer
        : outcome === 'gave_up'
          ? `${answer}; gave up after ${attempt} attempts`
          : `${answer}; attempt ${attempt} of ${WEBHOOK_MAX_ATTEMPTS}, tried again later`;
    const ids = JSON.parse(row.alert_ids) as number[];
    await db.updateTable('experiment_alerts').set({ webhook_status: status }).where('id', 'in', ids).execute();
    metrics?.watchWebhookDeliveries.inc({ outcome });
    if (outcome !== 'delivered') {
      log.warn(
        { deliveryId: row.delivery_id, attempt, answer, url: webhook.url },
        outcome === 'gave_up'
          ? 'The experiment watch webhook was given up'
          : 'The experiment watch webhook failed; it is tried again later',
      );
    }
    outcomes.push(outcome);
  }
  return outcomes;
}
