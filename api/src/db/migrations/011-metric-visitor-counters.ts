import { sql } from 'kysely';
import { clusteredOnSqlite, requiredText, upOnly } from './schema-builders';

/**
 * `experiment_daily_metric_visitors`: how many visitors each metric counted, by experiment, variant, exposure day
 * and day, kept current wherever a row of `experiment_metric_visitors` is written (see metric-visitor-counters.ts),
 * so the dashboard sums a few thousand counter rows instead of counting one row per visitor: at 10M events that
 * count was most of a stats read (docs/decisions/0008). Backfilled from the visitor rows already stored.
 */
export const metricVisitorCounters = upOnly(async (db, engine) => {
  await db.schema
    .createTable('experiment_daily_metric_visitors')
    .$call(requiredText('experiment_id', 'variant_id', 'metric_id', 'exposed_on', 'day'))
    .addColumn('visitors', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('experiment_daily_metric_visitors_pk', [
      'experiment_id',
      'variant_id',
      'metric_id',
      'exposed_on',
      'day',
    ])
    .$call(clusteredOnSqlite(engine))
    .execute();
  await sql`INSERT INTO experiment_daily_metric_visitors (experiment_id, variant_id, metric_id, exposed_on, day, visitors)
        SELECT experiment_id, variant_id, metric_id, exposed_on, day, COUNT(*)
        FROM experiment_metric_visitors
        GROUP BY experiment_id, variant_id, metric_id, exposed_on, day`.execute(db);
});
