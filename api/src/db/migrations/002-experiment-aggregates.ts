import { type Kysely, sql } from 'kysely';
import { clusteredOnSqlite, optionalText, requiredText, upOnly } from './schema-builders';

/**
 * Counters kept current at ingest, so the dashboard reads aggregates instead of scanning raw events, and a
 * backfill from the events an earlier api stored. The backfill applies the ingest rules to the stored events in
 * the order they were received: a visitor's first impression of an experiment is their exposure (variant and
 * day); their first conversion received after it is their conversion (never dated before the exposure);
 * impressions without a visitor id count one view each; the debug page's test events count nothing.
 * On SQLite the tables are WITHOUT ROWID (see clusteredOnSqlite).
 */
export const experimentAggregates = upOnly(async (db, engine) => {
  await db.schema
    .createTable('experiment_exposures')
    .$call(requiredText('experiment_id', 'visitor_id', 'variant_id', 'exposed_on'))
    .$call(optionalText('converted_on'))
    .addPrimaryKeyConstraint('experiment_exposures_pk', ['experiment_id', 'visitor_id'])
    .$call(clusteredOnSqlite(engine))
    .execute();
  await db.schema
    .createTable('experiment_daily_views')
    .$call(requiredText('experiment_id', 'variant_id', 'day'))
    .addColumn('views', 'integer', (column) => column.notNull())
    .$call(requiredText('first_at'))
    .addPrimaryKeyConstraint('experiment_daily_views_pk', ['experiment_id', 'variant_id', 'day'])
    .$call(clusteredOnSqlite(engine))
    .execute();
  await db.schema
    .createTable('experiment_daily_conversions')
    .$call(requiredText('experiment_id', 'variant_id', 'exposed_on', 'converted_on'))
    .addColumn('conversions', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('experiment_daily_conversions_pk', [
      'experiment_id',
      'variant_id',
      'exposed_on',
      'converted_on',
    ])
    .$call(clusteredOnSqlite(engine))
    .execute();
  await db.schema
    .createTable('page_views_daily')
    .$call(requiredText('day', 'path'))
    .addColumn('views', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('page_views_daily_pk', ['day', 'path'])
    .$call(clusteredOnSqlite(engine))
    .execute();
  await backfill(db);
});

const COUNTED = sql`COALESCE(event_category, '') <> 'debug_test'`;

async function backfill(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX backfill_events_by_visitor ON analytics_events (experiment_id, visitor_id, name, id)`.execute(
    db,
  );
  await sql`CREATE TABLE backfill_first_exposures AS
    SELECT experiment_id, visitor_id, variant_id, occurred_on AS exposed_on, occurred_at AS exposed_at, id AS event_id
    FROM (
      SELECT experiment_id, visitor_id, variant_id, occurred_on, occurred_at, id,
             ROW_NUMBER() OVER (PARTITION BY experiment_id, visitor_id ORDER BY id) AS nth
      FROM analytics_events
      WHERE name = 'experiment_impression' AND visitor_id IS NOT NULL AND ${COUNTED}
    ) AS impressions
    WHERE nth = 1`.execute(db);
  await sql`INSERT INTO experiment_exposures (experiment_id, visitor_id, variant_id, exposed_on, converted_on)
    SELECT f.experiment_id, f.visitor_id, f.variant_id, f.exposed_on,
      (SELECT c.occurred_on FROM analytics_events AS c
       WHERE c.experiment_id = f.experiment_id AND c.visitor_id = f.visitor_id
         AND c.name = 'experiment_conversion' AND c.id > f.event_id AND COALESCE(c.event_category, '') <> 'debug_test'
       ORDER BY c.id LIMIT 1)
    FROM backfill_first_exposures AS f`.execute(db);
  await sql`UPDATE experiment_exposures SET converted_on = exposed_on WHERE converted_on < exposed_on`.execute(db);
  await sql`INSERT INTO experiment_daily_views (experiment_id, variant_id, day, views, first_at)
    SELECT experiment_id, variant_id, day, COUNT(*), MIN(at) FROM (
      SELECT experiment_id, variant_id, exposed_on AS day, exposed_at AS at FROM backfill_first_exposures
      UNION ALL
      SELECT experiment_id, variant_id, occurred_on, occurred_at FROM analytics_events
      WHERE name = 'experiment_impression' AND visitor_id IS NULL AND ${COUNTED}
    ) AS exposures
    GROUP BY experiment_id, variant_id, day`.execute(db);
  await sql`INSERT INTO experiment_daily_conversions (experiment_id, variant_id, exposed_on, converted_on, conversions)
    SELECT experiment_id, variant_id, exposed_on, converted_on, COUNT(*) FROM experiment_exposures
    WHERE converted_on IS NOT NULL
    GROUP BY experiment_id, variant_id, exposed_on, converted_on`.execute(db);
  await sql`INSERT INTO page_views_daily (day, path, views)
    SELECT occurred_on, page_path, COUNT(*) FROM analytics_events
    WHERE name = 'page_view' AND page_path IS NOT NULL
    GROUP BY occurred_on, page_path`.execute(db);
  await sql`DROP TABLE backfill_first_exposures`.execute(db);
  await sql`DROP INDEX backfill_events_by_visitor`.execute(db);
}
