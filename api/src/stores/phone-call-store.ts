import { sql } from 'kysely';
import type { AppKysely } from '../db/database-schema';

export interface PhoneCallAttempt {
  userId: string;
  interviewId: string | null;
  phoneNumber: string;
  /** The caller's address group (an IPv6 /64 counts as one). */
  clientAddress: string;
  atMs: number;
}

/** Hourly limits a call must stay within; each counts the attempts of the last hour, failed ones too. */
export interface PhoneCallLimits {
  perNumber: number;
  perAddress: number;
  perUser: number;
  site: number;
}

export type PhoneCallLimit = keyof PhoneCallLimits;

export type PhoneCallClaim =
  | { ok: true; id: number }
  /** `oldestMs`: the oldest attempt in the limit's hour, whose passing frees a place. */
  | { ok: false; limit: PhoneCallLimit; oldestMs: number };

export interface PhoneCallStore {
  /**
   * Checks the limits and records the attempt in one transaction, serialised with every other claim in every
   * process, so no two requests can both take the last place.
   */
  claim(attempt: PhoneCallAttempt, limits: PhoneCallLimits, windowMs: number): Promise<PhoneCallClaim>;
  finish(id: number, status: string, platformCallId: string | null): Promise<void>;
}

const LIMIT_COLUMNS = {
  perNumber: 'phone_number',
  perAddress: 'client_address',
  perUser: 'user_id',
  site: null,
} as const satisfies Record<PhoneCallLimit, string | null>;

/**
 * Attempts are kept in the database so toll-fraud limits hold across restarts and across api processes
 * sharing one database, and count failed attempts too.
 */
export function createPhoneCallStore(db: AppKysely): PhoneCallStore {
  return {
    claim: (attempt, limits, windowMs) =>
      db.transaction().execute(async (trx) => {
        // Writing the gate row first takes its lock (PostgreSQL) or the database's write lock (SQLite) until
        // commit: the next claim, from any process, waits here and then counts this one's row.
        await trx.updateTable('phone_call_gate').set({ turns: sql<number>`turns + 1` }).where('id', '=', 1).execute();
        const since = attempt.atMs - windowMs;
        const values: Record<PhoneCallLimit, string | null> = {
          perNumber: attempt.phoneNumber,
          perAddress: attempt.clientAddress,
          perUser: attempt.userId,
          site: null,
        };
        for (const limit of ['perNumber', 'perAddress', 'perUser', 'site'] as const) {
          const column = LIMIT_COLUMNS[limit];
          const value = values[limit];
          let query = trx
            .selectFrom('phone_calls')
            .select((eb) => [
              eb.fn.countAll<number>().as('count'),
              eb.fn.min<number | null>('created_at_ms').as('oldest'),
            ])
            .where('created_at_ms', '>=', since);
          if (column !== null && value !== null) query = query.where(column, '=', value);
          const row = await query.executeTakeFirst();
          if (Number(row?.count ?? 0) >= limits[limit]) {
            return { ok: false, limit, oldestMs: row?.oldest == null ? attempt.atMs : Number(row.oldest) };
          }
        }
        const row = await trx
          .insertInto('phone_calls')
          .values({
            user_id: attempt.userId,
            interview_id: attempt.interviewId,
            phone_number: attempt.phoneNumber,
            client_address: attempt.clientAddress,
            status: 'placing',
            created_at_ms: attempt.atMs,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { ok: true, id: Number(row.id) };
      }),
    async finish(id, status, platformCallId) {
      await db
        .updateTable('phone_calls')
        .set({ status, platform_call_id: platformCallId })
        .where('id', '=', id)
        .execute();
    },
  };
}
