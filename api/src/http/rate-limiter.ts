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
  /** Counts `wanted` requests at once (one round trip for a batch); resolves how many of them are within the limit. */
  grant(key: string, wanted: number): Promise<number>;
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
  const count = async (key: string, n: number) => {
    const now = options.now();
    const expired = now - options.windowMs;
    // Both engines evaluate every SET expression against the row as it was, so the window and the count
    // restart together when the window is over.
    const row = await db
      .insertInto('rate_limit_counters')
      .values({ bucket: bucket(key), window_start_ms: now, hits: n })
      .onConflict((conflict) =>
        conflict.column('bucket').doUpdateSet({
          hits: sql<number>`CASE WHEN rate_limit_counters.window_start_ms <= ${expired} THEN ${n} ELSE rate_limit_counters.hits + ${n} END`,
          window_start_ms: sql<number>`CASE WHEN rate_limit_counters.window_start_ms <= ${expired} THEN ${now} ELSE rate_limit_counters.window_start_ms END`,
        }),
      )
      .returning(['hits', 'window_start_ms'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), windowStartMs: Number(row.window_start_ms), now };
  };
  return {
    name: options.name,
    async take(key) {
      const { hits, windowStartMs, now } = await count(key, 1);
      if (hits <= options.limit) return 0;
      return Math.max(1, Math.ceil((windowStartMs + options.windowMs - now) / 1000));
    },
    async grant(key, wanted) {
      if (wanted <= 0) return 0;
      const { hits } = await count(key, wanted);
      return Math.max(0, Math.min(wanted, options.limit - (hits - wanted)));
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
