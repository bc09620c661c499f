import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { MINUTE_MS } from '@novavox/contracts-experiments/time-units';
import { type ExpressionBuilder, sql } from 'kysely';
import type { AppKysely, DatabaseSchema, MailKind } from '../db/database-schema';
import { type ApiLogger, apiLog } from '../observability/api-logger';
import type { ApiMetrics } from '../observability/api-metrics';
import type { MailTransport } from './mail-transport';
import type { OutgoingMail } from './outbox-store';

/** Finishes a stored mail of one kind just before it is sent (a sign-in mail gets its link only then). */
export type MailFinishers = Partial<Record<MailKind, (mail: OutgoingMail) => Promise<OutgoingMail>>>;

const CLAIM_MS = MINUTE_MS;
const POLL_MS = 30_000;
const BATCH = 10;
const MAX_ATTEMPTS = 8;

export interface OutboxDispatcher {
  /** Look at the outbox now (called after a message was queued). */
  kick(): void;
  /** Resolves once no send is in flight. */
  stop(): Promise<void>;
}

/**
 * Sends what the outbox holds through `transport`: at once when kicked, and every 30 s for retries. A message is
 * claimed for a minute before it is sent, so api processes sharing a database never send one twice; a failed send
 * is retried with growing pauses (1, 2, 4 … minutes) up to eight attempts, its last error kept on the row. A kind
 * with a finisher is finished just before each attempt (a sign-in mail's link is made then, and only then).
 */
export function startOutboxDispatcher(
  db: AppKysely,
  transport: MailTransport,
  from: string,
  now: () => number = Date.now,
  observe: { log?: ApiLogger; metrics?: ApiMetrics; finishers?: MailFinishers } = {},
): OutboxDispatcher {
  const { log = apiLog, metrics, finishers = {} } = observe;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function claim() {
    const at = new Date(now()).toISOString();
    const until = new Date(now() + CLAIM_MS).toISOString();
    const free = (eb: ExpressionBuilder<DatabaseSchema, 'mail_outbox'>) =>
      eb.and([
        eb('sent_at', 'is', null),
        eb('attempts', '<', MAX_ATTEMPTS),
        eb('next_attempt_at', '<=', at),
        eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]),
      ]);
    return db
      .updateTable('mail_outbox')
      .set({ claimed_until: until })
      .where((eb) =>
        eb.and([
          eb('id', 'in', eb.selectFrom('mail_outbox').select('id').where(free).orderBy('id').limit(BATCH)),
          // Checked again on the row itself: another process may have claimed it meanwhile.
          free(eb),
        ]),
      )
      .returning(['id', 'kind', 'recipient', 'subject', 'text_body', 'html_body', 'attempts'])
      .execute();
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let claimed = await claim(); claimed.length > 0 && !stopped; claimed = await claim()) {
        for (const row of claimed) {
          try {
            const stored = { to: row.recipient, subject: row.subject, text: row.text_body, html: row.html_body };
            const finish = finishers[row.kind];
            await transport.send(finish ? await finish(stored) : stored, from);
            await db
              .updateTable('mail_outbox')
              .set({
                sent_at: new Date(now()).toISOString(),
                claimed_until: null,
                attempts: row.attempts + 1,
                last_error: null,
              })
              .where('id', '=', row.id)
              .execute();
            metrics?.mailsSent.inc();
          } catch (error) {
            metrics?.mailsFailed.inc();
            const pause = MINUTE_MS * 2 ** row.attempts;
            await db
              .updateTable('mail_outbox')
              .set({
                attempts: sql`attempts + 1`,
                claimed_until: null,
                next_attempt_at: new Date(now() + pause).toISOString(),
                last_error: errorMessage(error).slice(0, 500),
              })
              .where('id', '=', row.id)
              .execute();
            log.warn(
              { err: error, mailId: row.id, attempt: row.attempts + 1 },
              'Sending an e-mail failed; it is retried later',
            );
          }
        }
      }
    } while (again && !stopped);
  }

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'The mail outbox could not be read'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(kick, POLL_MS);
  timer.unref();
  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
