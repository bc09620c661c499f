import { clusteredOnSqlite, requiredText, upOnly } from './schema-builders';

/** The exposures' new columns: device class, traffic source, landing route. */
export const SEGMENT_COLUMNS = ['segment_device', 'segment_source', 'segment_landing'] as const;

/**
 * Segments for exploring (docs/analytics-and-experiments.md, "Segments"). Each exposure keeps the visitor's device
 * class, traffic source and landing route as received at first exposure (nullable: rows stored before have none),
 * so a conversion credited later counts in the same segments. `experiment_segment_counters` holds, per run, arm
 * and segment of each dimension, the visitors first exposed within the run and those of them who converted: kept
 * at ingest like experiment_run_counters, so a run's segments are a few dozen rows to read however many events
 * are stored. Nothing is backfilled: exposures stored before carry no segment.
 */
export const experimentSegments = upOnly(async (db, engine) => {
  for (const column of SEGMENT_COLUMNS) {
    await db.schema.alterTable('experiment_exposures').addColumn(column, 'text').execute();
  }
  await db.schema
    .createTable('experiment_segment_counters')
    .$call(requiredText('experiment_id', 'run_id', 'dimension', 'segment', 'variant_id'))
    .addColumn('views', 'integer', (column) => column.notNull())
    .addColumn('conversions', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('experiment_segment_counters_pk', [
      'experiment_id',
      'run_id',
      'dimension',
      'segment',
      'variant_id',
    ])
    .$call(clusteredOnSqlite(engine))
    .execute();
});
