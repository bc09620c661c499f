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
  /** experiment, run, dimension, segment, variant, views, conversions (ingest adds views only) */
  segmentViews: readonly (readonly [string, string, string, string, string, number, number])[];
  /** day, path, views */
  pages: readonly (readonly [string, string, number])[];
}

export function hasCounters(counters: BatchCounters): boolean {
  return Object.values(counters).some((rows: readonly unknown[]) => rows.length > 0);
}

/** One counter table as the statement upserts it: its columns (with their PostgreSQL array type), key and update. */
interface CounterUpsert {
  cte: string;
  table: string;
  columns: readonly (readonly [name: string, type: 'text' | 'int'])[];
  key: readonly string[];
  /** The SET list of ON CONFLICT: `table` is the stored row, `excluded` the batch's. */
  set: (table: string) => string;
}

const added = (column: string) => (table: string) => `${column} = ${table}.${column} + excluded.${column}`;

/**
 * The tables in the order the main query reads their CTEs, the order metric-credit.ts writes them in too (run
 * counters, then segment counters): every transaction locks the tables one after the other, in the same order.
 */
const COUNTER_UPSERTS: readonly CounterUpsert[] = [
  {
    cte: 'metric_visitors',
    table: 'experiment_daily_metric_visitors',
    columns: [
      ['experiment_id', 'text'],
      ['variant_id', 'text'],
      ['metric_id', 'text'],
      ['exposed_on', 'text'],
      ['day', 'text'],
      ['visitors', 'int'],
    ],
    key: ['experiment_id', 'variant_id', 'metric_id', 'exposed_on', 'day'],
    set: added('visitors'),
  },
  {
    cte: 'views',
    table: 'experiment_daily_views',
    columns: [
      ['experiment_id', 'text'],
      ['variant_id', 'text'],
      ['day', 'text'],
      ['views', 'int'],
      ['first_at', 'text'],
    ],
    key: ['experiment_id', 'variant_id', 'day'],
    set: (table) => `${added('views')(table)}, first_at = LEAST(${table}.first_at, excluded.first_at)`,
  },
  {
    cte: 'conversions',
    table: 'experiment_daily_conversions',
    columns: [
      ['experiment_id', 'text'],
      ['variant_id', 'text'],
      ['exposed_on', 'text'],
      ['converted_on', 'text'],
      ['conversions', 'int'],
    ],
    key: ['experiment_id', 'variant_id', 'exposed_on', 'converted_on'],
    set: added('conversions'),
  },
  {
    cte: 'run_views',
    table: 'experiment_run_counters',
    columns: [
      ['experiment_id', 'text'],
      ['run_id', 'text'],
      ['variant_id', 'text'],
      ['views', 'int'],
      ['conversions', 'int'],
    ],
    key: ['experiment_id', 'run_id', 'variant_id'],
    set: added('views'),
  },
  {
    cte: 'segment_views',
    table: 'experiment_segment_counters',
    columns: [
      ['experiment_id', 'text'],
      ['run_id', 'text'],
      ['dimension', 'text'],
      ['segment', 'text'],
      ['variant_id', 'text'],
      ['views', 'int'],
      ['conversions', 'int'],
    ],
    key: ['experiment_id', 'run_id', 'dimension', 'segment', 'variant_id'],
    set: added('views'),
  },
  {
    cte: 'pages',
    table: 'page_views_daily',
    columns: [
      ['day', 'text'],
      ['path', 'text'],
      ['views', 'int'],
    ],
    key: ['day', 'path'],
    set: added('views'),
  },
];

/**
 * Every counter upsert of a batch as one PostgreSQL statement, for the end of the ingest transaction: these few
 * rows are the ones concurrent batches contend for, and each row lock is held until the commit, so they are taken
 * in one round trip just before it rather than across six (docs/deploy.md, "PostgreSQL ingest p99"). Each table's
 * rows come as one array per column (unnest keeps their order), so the text is the same for every batch.
 */
const ALL_COUNTERS_SQL = (() => {
  let parameter = 0;
  const ctes = COUNTER_UPSERTS.map(({ cte, table, columns, key, set }) => {
    const arrays = columns.map(([, type]) => `$${++parameter}::${type}[]`).join(', ');
    return `${cte} AS (
  INSERT INTO ${table} (${columns.map(([name]) => name).join(', ')})
  SELECT * FROM unnest(${arrays})
  ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${set(table)}
  RETURNING 1
)`;
  });
  const counts = COUNTER_UPSERTS.map(({ cte }) => `(SELECT count(*) FROM ${cte})`).join(' + ');
  return `WITH ${ctes.join(', ')}\nSELECT ${counts} AS upserted`;
})();

/** The PostgreSQL statement that adds all of a batch's counters at once (see ALL_COUNTERS_SQL). */
export function allCountersQuery(counters: BatchCounters): CompiledQuery<{ upserted: string }> {
  const metricVisitors = counters.metricVisitors.map(
    (row) => [row.experiment_id, row.variant_id, row.metric_id, row.exposed_on, row.day, row.visitors] as const,
  );
  // In COUNTER_UPSERTS order.
  const tables = [
    metricVisitors,
    counters.views,
    counters.conversions,
    counters.runViews,
    counters.segmentViews,
    counters.pages,
  ];
  return CompiledQuery.raw(
    ALL_COUNTERS_SQL,
    COUNTER_UPSERTS.flatMap((upsert, index) => columnsOf(tables[index] ?? [], upsert.columns.length)),
  ) as CompiledQuery<{ upserted: string }>;
}

/** Rows of `width` cells as `width` arrays, one per column. */
function columnsOf(rows: readonly (readonly (string | number)[])[], width: number): (string | number)[][] {
  const columns = Array.from({ length: width }, (): (string | number)[] => []);
  for (const row of rows) {
    for (let i = 0; i < width; i++) columns[i]?.push(row[i] as string | number);
  }
  return columns;
}
