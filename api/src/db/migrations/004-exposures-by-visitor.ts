import { sql } from 'kysely';
import { optionalText, requiredText, upOnly } from './schema-builders';

/**
 * Keys experiment_exposures by visitor first. Visitor ids are random (crypto.randomUUID()), so every new visitor's
 * row lands at a random place in the key; keyed by experiment first, one visit's four or five exposures landed in
 * four or five different places, keyed by visitor they share one page. Measured on 1M events of traffic with random
 * ids: 33,600 → 54,900 events/s stored, the commit's share of the time halved. Nothing reads the table by
 * experiment alone (the stats read the daily counters).
 */
export const exposuresByVisitor = upOnly(async (db, engine) => {
  if (engine === 'postgres') {
    await sql`ALTER TABLE experiment_exposures
          DROP CONSTRAINT experiment_exposures_pk,
          ADD CONSTRAINT experiment_exposures_pk PRIMARY KEY (visitor_id, experiment_id)`.execute(db);
    return;
  }
  // SQLite cannot change a primary key in place: the table is rebuilt (WITHOUT ROWID, as before).
  await db.schema
    .createTable('experiment_exposures_by_visitor')
    .$call(requiredText('visitor_id', 'experiment_id', 'variant_id', 'exposed_on'))
    .$call(optionalText('converted_on'))
    .addPrimaryKeyConstraint('experiment_exposures_pk', ['visitor_id', 'experiment_id'])
    .modifyEnd(sql`WITHOUT ROWID`)
    .execute();
  await sql`INSERT INTO experiment_exposures_by_visitor
          (visitor_id, experiment_id, variant_id, exposed_on, converted_on)
        SELECT visitor_id, experiment_id, variant_id, exposed_on, converted_on FROM experiment_exposures
        ORDER BY visitor_id, experiment_id`.execute(db);
  await db.schema.dropTable('experiment_exposures').execute();
  await db.schema.alterTable('experiment_exposures_by_visitor').renameTo('experiment_exposures').execute();
});
