import { countOf, type ExperimentAlert, type ExperimentAlertKind } from '@novavox/contracts-api/experiment-watch';
import { DAY_MS } from '@novavox/contracts-experiments/time-units';
import type { Transaction } from 'kysely';
import type { AppKysely, DatabaseSchema } from '../db/database-schema';
import { newestValue } from '../db/newest-value';
import { enqueueMail } from '../mail/outbox-store';
import { type AlertText, teamAlertEmail } from './alert-mail';
import { enqueueWebhook } from './webhook-deliveries';

type Db = AppKysely | Transaction<DatabaseSchema>;

/** A change the watch found: told once, ever (its key is unique per experiment). */
export interface FoundChange extends AlertText {
  experimentId: string;
  runId: string | null;
  /** Unique per experiment for this change: `verdict:<run>:<line>`, `guardrail:<run>:<arm>:<metric>`, … */
  key: string;
  kind: ExperimentAlertKind;
}

/**
 * The kinds that wait for the day's digest when the team had a calm mail in the last 24 h: what the watch only
 * reports. An end date that acted and a guardrail that took an arm out changed the experiment: told at once.
 */
const CALM_KINDS: readonly ExperimentAlertKind[] = ['verdict', 'health'];

/** What was told (its webhook delivery is written in the same transaction, and sent after it). */
export interface ToldChanges {
  ids: number[];
  changes: FoundChange[];
}

export interface AlertDelivery {
  recipients: readonly string[];
  siteUrl: string;
  /** Whether a webhook is configured: each told change then gets a delivery (webhook-deliveries.ts). */
  webhook: boolean;
}

async function mailTeam(db: Db, delivery: AlertDelivery, subject: string, changes: AlertText[], at: Date) {
  for (const to of delivery.recipients) {
    await enqueueMail(
      db,
      teamAlertEmail(to, subject, changes, delivery.siteUrl),
      at,
      Number.MAX_SAFE_INTEGER,
      'team-alert',
    );
  }
}

/** When the team last had a calm mail (a verdict or data-health alert, or a digest). */
async function lastCalmMail(db: Db): Promise<string | null> {
  return newestValue(db.selectFrom('experiment_alerts').where('kind', 'in', CALM_KINDS), 'sent_at');
}

/**
 * Records a change and, unless it must wait for the digest, mails it to the team, in the caller's transaction.
 * Returns null when the change was already recorded (by this process or another one): nothing is told twice.
 */
export async function recordChange(
  db: Db,
  change: FoundChange,
  delivery: AlertDelivery,
  at: Date,
): Promise<ToldChanges | null> {
  // The insert comes first: on SQLite a transaction that writes first waits for another writer instead of failing.
  const inserted = await db
    .insertInto('experiment_alerts')
    .values({
      experiment_id: change.experimentId,
      run_id: change.runId,
      change_key: change.key,
      kind: change.kind,
      subject: change.subject,
      text_body: change.lines.join('\n'),
      found_at: at.toISOString(),
      sent_at: null,
    })
    .onConflict((conflict) => conflict.columns(['experiment_id', 'change_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  if (CALM_KINDS.includes(change.kind)) {
    const last = await lastCalmMail(db);
    if (last !== null && Date.parse(last) > at.getTime() - DAY_MS) return { ids: [], changes: [] };
  }
  await db
    .updateTable('experiment_alerts')
    .set({ sent_at: at.toISOString(), recipients: delivery.recipients.length })
    .where('id', '=', inserted.id)
    .execute();
  await mailTeam(db, delivery, change.subject, [change], at);
  if (delivery.webhook) await enqueueWebhook(db, [inserted.id], [change], at);
  return { ids: [inserted.id], changes: [change] };
}

/**
 * The day's digest: the changes waiting since the last calm mail, once 24 h have passed since it. The rows are
 * claimed by stamping them in the transaction's first statement, so of two api processes only one sends them.
 */
export async function sendDigest(db: AppKysely, delivery: AlertDelivery, at: Date): Promise<ToldChanges | null> {
  const since = new Date(at.getTime() - DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('experiment_alerts')
      .set({ sent_at: at.toISOString(), recipients: delivery.recipients.length })
      .where('sent_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('experiment_alerts as told')
              .select('told.id')
              .where('told.kind', 'in', CALM_KINDS)
              .where('told.sent_at', '>', since),
          ),
        ),
      )
      .returning(['id', 'experiment_id', 'run_id', 'change_key', 'kind', 'subject', 'text_body'])
      .execute();
    if (claimed.length === 0) return null;
    claimed.sort((a, b) => a.id - b.id);
    const changes: FoundChange[] = claimed.map((row) => ({
      experimentId: row.experiment_id,
      runId: row.run_id,
      key: row.change_key,
      kind: row.kind,
      subject: row.subject,
      lines: row.text_body.split('\n'),
    }));
    const subject = `NovaVox experiments: ${countOf(changes.length, 'change', 'changes')} today`;
    await mailTeam(trx, delivery, subject, changes, at);
    const ids = claimed.map((row) => row.id);
    if (delivery.webhook) await enqueueWebhook(trx, ids, changes, at);
    return { ids, changes };
  });
}

/** What the watch told the team about one experiment, newest first (GET /admin/experiments/:id/alerts). */
export async function experimentAlerts(db: AppKysely, experimentId: string, limit = 50): Promise<ExperimentAlert[]> {
  const rows = await db
    .selectFrom('experiment_alerts')
    .selectAll()
    .where('experiment_id', '=', experimentId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    runId: row.run_id,
    subject: row.subject,
    foundAt: row.found_at,
    sentAt: row.sent_at,
    recipients: row.recipients,
    webhook: row.webhook_status,
  }));
}
