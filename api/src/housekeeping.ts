import { isoDay } from '@novavox/contracts-api/team';
import { DAY_MS, HOUR_MS } from '@novavox/contracts-experiments/time-units';
import type { ApiConfig } from './config/api-config';
import type { AppDatabase } from './db/open-database';
import { forgetOldRateLimitCounters } from './http/rate-limiter';
import { type ApiLogger, apiLog } from './observability/api-logger';
import { forgetUnconfirmedSignups } from './signup/waitlist-lifecycle';
import { createEventStore } from './stores/event-store';

/**
 * What the api forgets on schedule, at start and then hourly: raw analytics events past the retention period
 * (the aggregates the dashboard reads are kept, so the stats do not change; only the audit trail behind them
 * ends), waitlist sign-ups never confirmed within the confirmation period, with their e-mails, and rate-limit
 * counters whose window (a minute or an hour) ended more than a day ago.
 */
export function startHousekeeping(
  database: AppDatabase,
  config: Pick<ApiConfig, 'eventsRetentionDays'>,
  now: () => number = Date.now,
  log: ApiLogger = apiLog,
): { stop(): void } {
  const { db } = database;
  const events = createEventStore(database);
  const run = async () => {
    const beforeDay = isoDay(new Date(now() - config.eventsRetentionDays * DAY_MS));
    try {
      const deleted = await events.pruneRawEvents(beforeDay);
      if (deleted > 0) log.info({ deleted, beforeDay }, 'Deleted raw analytics events past their retention');
      const forgotten = await forgetUnconfirmedSignups(db, new Date(now()));
      if (forgotten > 0) log.info({ forgotten }, 'Deleted waitlist sign-ups that were never confirmed');
      await forgetOldRateLimitCounters(db, now() - DAY_MS);
    } catch (error) {
      // A database that is out now is tried again at the next hour.
      log.error({ err: error }, 'Housekeeping failed');
    }
  };
  void run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
