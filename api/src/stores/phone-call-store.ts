import type { Database } from 'better-sqlite3';

export interface PhoneCallAttempt {
  userId: string;
  interviewId: string | null;
  phoneNumber: string;
  clientAddress: string;
  atMs: number;
}

export interface PhoneCallStore {
  /** Calls attempted since `sinceMs` for this number, address and user, with the oldest attempt of each. */
  recent(
    attempt: PhoneCallAttempt,
    sinceMs: number,
  ): Record<'number' | 'address' | 'user', { count: number; oldestMs: number | null }>;
  record(attempt: PhoneCallAttempt): number;
  finish(id: number, status: string, platformCallId: string | null): void;
}

/** Attempts are kept in the database so toll-fraud limits hold across restarts and count failed attempts too. */
export function createPhoneCallStore(db: Database): PhoneCallStore {
  const recentBy = (column: 'phone_number' | 'client_address' | 'user_id') =>
    db.prepare<[string, number], { count: number; oldest: number | null }>(
      `SELECT COUNT(*) AS count, MIN(created_at_ms) AS oldest FROM phone_calls WHERE ${column} = ? AND created_at_ms >= ?`,
    );
  const byNumber = recentBy('phone_number');
  const byAddress = recentBy('client_address');
  const byUser = recentBy('user_id');
  const insert = db.prepare<[string, string | null, string, string, number]>(
    `INSERT INTO phone_calls (user_id, interview_id, phone_number, client_address, status, created_at_ms)
     VALUES (?, ?, ?, ?, 'placing', ?)`,
  );
  const update = db.prepare<[string, string | null, number]>(
    'UPDATE phone_calls SET status = ?, platform_call_id = ? WHERE id = ?',
  );
  const figures = (row: { count: number; oldest: number | null } | undefined) => ({
    count: row?.count ?? 0,
    oldestMs: row?.oldest ?? null,
  });
  return {
    recent: (attempt, sinceMs) => ({
      number: figures(byNumber.get(attempt.phoneNumber, sinceMs)),
      address: figures(byAddress.get(attempt.clientAddress, sinceMs)),
      user: figures(byUser.get(attempt.userId, sinceMs)),
    }),
    record: (attempt) =>
      Number(
        insert.run(attempt.userId, attempt.interviewId, attempt.phoneNumber, attempt.clientAddress, attempt.atMs)
          .lastInsertRowid,
      ),
    finish: (id, status, platformCallId) => {
      update.run(status, platformCallId, id);
    },
  };
}
