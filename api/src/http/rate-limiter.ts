import { sql } from 'kysely';
import type { AppKysely } from '../db/database-schema';

/**
 * A fixed-window request counter per key (a client's address group), kept in the database so that every api
 * process sharing it counts against the same limit. One atomic upsert counts a request and reads the window,
 * so concurrent requests, in one process or several, can never all see room that only one of them has.
 */
export interface RateLimiter {
  /** The limit's name (RateLimiterOptions.name): what a refusal is counted under. */
  readonly name: string;
  /** Counts one request; resolves 0 if it is within the limit, else the seconds until the key may try again. */
  take(key: string): Promise<number>;
  /**
   * Counts, for each key, its `wanted` requests at once, every key in one statement (one round trip and one commit
   * for a whole event batch); resolves, per key, how many of them are within the limit.
   */
  grantEach(wanted: ReadonlyMap<string, number>): Promise<Map<string, number>>;
  /** Takes back one counted request (an admin token that turned out right). */
  giveBack(key: string): Promise<void>;
}

export interface RateLimiterOptions {
  /** Names the limit: keys of different limits never share a counter. */
  name: string;
  limit: number;
  windowMs: number;
  now: () => number;
}

export function createRateLimiter(db: AppKysely, options: RateLimiterOptions): RateLimiter {
  const bucket = (key: string) => `${options.name}:${key}`;
  /**
   * Counts `n` requests for each key in one upsert and reads each window back. Both engines evaluate every SET
   * expression against the row as it was, so the window and the count restart together when the window is over.
   * Rows are written in key order, so two statements counting overlapping keys at once take their row locks in the
   * same order and never deadlock (PostgreSQL).
   */
  const count = async (counts: ReadonlyMap<string, number>) => {
    const now = options.now();
    const expired = now - options.windowMs;
    const rows = [...counts]
      .map(([key, n]) => ({ bucket: bucket(key), window_start_ms: now, hits: n }))
      .sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
    const returned = await db
      .insertInto('rate_limit_counters')
      .values(rows)
      .onConflict((conflict) =>
        conflict.column('bucket').doUpdateSet({
          hits: sql<number>`CASE WHEN rate_limit_counters.window_start_ms <= ${expired} THEN excluded.hits ELSE rate_limit_counters.hits + excluded.hits END`,
          window_start_ms: sql<number>`CASE WHEN rate_limit_counters.window_start_ms <= ${expired} THEN excluded.window_start_ms ELSE rate_limit_counters.window_start_ms END`,
        }),
      )
      .returning(['bucket', 'hits', 'window_start_ms'])
      .execute();
    const windows = new Map(
      returned.map((row) => [row.bucket, { hits: Number(row.hits), windowStartMs: Number(row.window_start_ms) }]),
    );
    const windowOf = (key: string) => {
      const window = windows.get(bucket(key));
      if (window === undefined) throw new Error(`The rate limit counter ${bucket(key)} was not returned`);
      return window;
    };
    return { windowOf, now };
  };
  return {
    name: options.name,
    async take(key) {
      const { windowOf, now } = await count(new Map([[key, 1]]));
      const { hits, windowStartMs } = windowOf(key);
      if (hits <= options.limit) return 0;
      return Math.max(1, Math.ceil((windowStartMs + options.windowMs - now) / 1000));
    },
    async grantEach(wanted) {
      const granted = new Map<string, number>();
      const counted = new Map([...wanted].filter(([, n]) => n > 0));
      if (counted.size > 0) {
        const { windowOf } = await count(counted);
        for (const [key, n] of counted) {
          const { hits } = windowOf(key);
          granted.set(key, Math.max(0, Math.min(n, options.limit - (hits - n))));
        }
      }
      for (const [key, n] of wanted) if (n <= 0) granted.set(key, 0);
      return granted;
    },
    async giveBack(key) {
      await db
        .updateTable('rate_limit_counters')
        .set({ hits: sql<number>`hits - 1` })
        .where('bucket', '=', bucket(key))
        .where('hits', '>', 0)
        .execute();
    },
  };
}

/** Housekeeping: counters whose window ended long ago (`olderThanMs`) count nothing any more. */
export async function forgetOldRateLimitCounters(db: AppKysely, olderThanMs: number): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_start_ms', '<', olderThanMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
