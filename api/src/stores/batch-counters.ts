import { CompiledQuery } from 'kysely';
import type { ExperimentDailyMetricVisitorsTable } from '../db/database-schema';

/**
 * What one batch adds to the counter tables the dashboard reads: values already summed within the batch, each list
 * in key order (key-order.ts), so two batches that touch the same counter rows take their locks in the same order.
 */
export interface BatchCounters {
  metricVisitors: readonly ExperimentDailyMetricVisitorsTable[];
  /** experiment, variant, day, views, first_at */
  views: readonly (readonly [string, string, string, number, string])[];
  /** experiment, variant, exposed_on, converted_on, conversions */
  conversions: readonly (readonly [string, string, string, string, number])[];
  /** experiment, run, variant, views, conversions (ingest adds views only) */
  runViews: readonly (readonly [string, string, string, number, number])[];
  /** day, path, views */
  pages: readonly (readonly [string, string, number])[];
}

export function hasCounters(counters: BatchCounters): boolean {
  return Object.values(counters).some((rows: readonly unknown[]) => rows.length > 0);
}

/**
 * Every counter upsert of a batch as one PostgreSQL statement, for the end of the ingest transaction: these few
 * rows are the ones concurrent batches contend for, and each row lock is held until the commit, so they are taken
 * in one round trip just before it rather than across five (docs/deploy.md, "PostgreSQL ingest p99"). Each table's
 * rows come as one array per column (unnest keeps their order), so the text is the same for every batch. The main
 * query reads the CTEs in this order, the order metric-credit.ts writes these tables in too: every transaction
 * locks the tables one after the other, in the same order.
 */
const ALL_COUNTERS_SQL = `WITH metric_visitors AS (
  INSERT INTO experiment_daily_metric_visitors (experiment_id, variant_id, metric_id, exposed_on, day, visitors)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])
  ON CONFLICT (experiment_id, variant_id, metric_id, exposed_on, day) DO UPDATE SET
    visitors = experiment_daily_metric_visitors.visitors + excluded.visitors
  RETURNING 1
), views AS (
  INSERT INTO experiment_daily_views (experiment_id, variant_id, day, views, first_at)
  SELECT * FROM unnest($7::text[], $8::text[], $9::text[], $10::int[], $11::text[])
  ON CONFLICT (experiment_id, variant_id, day) DO UPDATE SET
    views = experiment_daily_views.views + excluded.views,
    first_at = LEAST(experiment_daily_views.first_at, excluded.first_at)
  RETURNING 1
), conversions AS (
  INSERT INTO experiment_daily_conversions (experiment_id, variant_id, exposed_on, converted_on, conversions)
  SELECT * FROM unnest($12::text[], $13::text[], $14::text[], $15::text[], $16::int[])
  ON CONFLICT (experiment_id, variant_id, exposed_on, converted_on) DO UPDATE SET
    conversions = experiment_daily_conversions.conversions + excluded.conversions
  RETURNING 1
), run_views AS (
  INSERT INTO experiment_run_counters (experiment_id, run_id, variant_id, views, conversions)
  SELECT * FROM unnest($17::text[], $18::text[], $19::text[], $20::int[], $21::int[])
  ON CONFLICT (experiment_id, run_id, variant_id) DO UPDATE SET
    views = experiment_run_counters.views + excluded.views
  RETURNING 1
), pages AS (
  INSERT INTO page_views_daily (day, path, views)
  SELECT * FROM unnest($22::text[], $23::text[], $24::int[])
  ON CONFLICT (day, path) DO UPDATE SET views = page_views_daily.views + excluded.views
  RETURNING 1
)
SELECT (SELECT count(*) FROM metric_visitors) + (SELECT count(*) FROM views) + (SELECT count(*) FROM conversions)
  + (SELECT count(*) FROM run_views) + (SELECT count(*) FROM pages) AS upserted`;

/** The PostgreSQL statement that adds all of a batch's counters at once (see ALL_COUNTERS_SQL). */
export function allCountersQuery(counters: BatchCounters): CompiledQuery<{ upserted: string }> {
  const metricVisitors = counters.metricVisitors.map(
    (row) => [row.experiment_id, row.variant_id, row.metric_id, row.exposed_on, row.day, row.visitors] as const,
  );
  return CompiledQuery.raw(ALL_COUNTERS_SQL, [
    ...columnsOf(metricVisitors, 6),
    ...columnsOf(counters.views, 5),
    ...columnsOf(counters.conversions, 5),
    ...columnsOf(counters.runViews, 5),
    ...columnsOf(counters.pages, 3),
  ]) as CompiledQuery<{ upserted: string }>;
}

/** Rows of `width` cells as `width` arrays, one per column. */
function columnsOf(rows: readonly (readonly (string | number)[])[], width: number): (string | number)[][] {
  const columns = Array.from({ length: width }, (): (string | number)[] => []);
  for (const row of rows) {
    for (let i = 0; i < width; i++) columns[i]?.push(row[i] as string | number);
  }
  return columns;
}
