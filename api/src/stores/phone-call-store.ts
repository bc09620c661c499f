import type { AppKysely } from '../db/database-schema';

export interface PhoneCallAttempt {
  userId: string;
  interviewId: string | null;
  phoneNumber: string;
  clientAddress: string;
  atMs: number;
}

type RecentCalls = Record<'number' | 'address' | 'user', { count: number; oldestMs: number | null }>;

export interface PhoneCallStore {
  /** Calls attempted since `sinceMs` for this number, address and user, with the oldest attempt of each. */
  recent(attempt: PhoneCallAttempt, sinceMs: number): Promise<RecentCalls>;
  record(attempt: PhoneCallAttempt): Promise<number>;
  finish(id: number, status: string, platformCallId: string | null): Promise<void>;
}

/**
 * Attempts are kept in the database so toll-fraud limits hold across restarts and across api processes
 * sharing one database, and count failed attempts too.
 */
export function createPhoneCallStore(db: AppKysely): PhoneCallStore {
  const recentBy = async (column: 'phone_number' | 'client_address' | 'user_id', value: string, sinceMs: number) => {
    const row = await db
      .selectFrom('phone_calls')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<number | null>('created_at_ms').as('oldest')])
      .where(column, '=', value)
      .where('created_at_ms', '>=', sinceMs)
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), oldestMs: row?.oldest == null ? null : Number(row.oldest) };
  };
  return {
    recent: async (attempt, sinceMs) => ({
      number: await recentBy('phone_number', attempt.phoneNumber, sinceMs),
      address: await recentBy('client_address', attempt.clientAddress, sinceMs),
      user: await recentBy('user_id', attempt.userId, sinceMs),
    }),
    async record(attempt) {
      const row = await db
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
      return row.id;
    },
    async finish(id, status, platformCallId) {
      await db
        .updateTable('phone_calls')
        .set({ status, platform_call_id: platformCallId })
        .where('id', '=', id)
        .execute();
    },
  };
}
