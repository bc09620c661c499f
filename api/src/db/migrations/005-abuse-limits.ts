import { createIndex, upOnly } from './schema-builders';

/**
 * Limits every api process sees. `rate_limit_counters` holds one fixed-window counter per limit and client (or
 * client network), written with one atomic upsert, so two processes behind a balancer share each limit instead
 * of granting it twice. `phone_call_gate` is a single row that a phone call's check-and-record transaction writes
 * first: the write takes that row's lock (PostgreSQL) or the database's write lock (SQLite), so concurrent
 * requests in any process count and record their calls one after another and cannot all pass the same count.
 * The index by time serves the site-wide hourly cap.
 */
export const abuseLimits = upOnly(async (db) => {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (column) => column.primaryKey())
    .addColumn('window_start_ms', 'bigint', (column) => column.notNull())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .execute();
  await createIndex(db, 'rate_limit_counters_by_window', 'rate_limit_counters', ['window_start_ms']).execute();

  await db.schema
    .createTable('phone_call_gate')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('turns', 'bigint', (column) => column.notNull())
    .execute();
  await db
    .insertInto('phone_call_gate' as never)
    .values({ id: 1, turns: 0 } as never)
    .execute();
  await createIndex(db, 'phone_calls_by_time', 'phone_calls', ['created_at_ms']).execute();
});
