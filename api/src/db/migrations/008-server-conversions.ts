import { sql } from 'kysely';
import { createIndex, createUniqueIndex, requiredText, upOnly } from './schema-builders';

/**
 * Experiment figures from what the server saw:
 * - `analytics_events.event_id`, unique when given: a batch the browser sends again after a lost answer is
 *   stored once;
 * - `waitlist_signups.visitor_id`: the visitor who signed up, credited when the sign-up is confirmed;
 * - `experiment_exposures.exposed_at`: when the exposure was received, so a conversion counts only for an
 *   exposure of the current run (existing rows get the start of their day);
 * - `experiment_metric_visitors`: one row per visitor, experiment and metric (see experiment-metrics.ts), with the
 *   variant and day of the exposure, read by exposure day.
 */
export const serverConversions = upOnly(async (db) => {
  await db.schema.alterTable('analytics_events').addColumn('event_id', 'text').execute();
  await createUniqueIndex(db, 'analytics_events_event_id', 'analytics_events', ['event_id'])
    .where(sql.ref('event_id'), 'is not', null)
    .execute();
  await db.schema.alterTable('waitlist_signups').addColumn('visitor_id', 'text').execute();
  await db.schema.alterTable('experiment_exposures').addColumn('exposed_at', 'text').execute();
  await sql`UPDATE experiment_exposures SET exposed_at = exposed_on || 'T00:00:00.000Z'`.execute(db);
  await db.schema
    .createTable('experiment_metric_visitors')
    .$call(requiredText('visitor_id', 'experiment_id', 'metric_id', 'variant_id', 'exposed_on', 'day'))
    .addPrimaryKeyConstraint('experiment_metric_visitors_pk', ['visitor_id', 'experiment_id', 'metric_id'])
    .execute();
  await createIndex(db, 'experiment_metric_visitors_by_exposure', 'experiment_metric_visitors', [
    'exposed_on',
    'experiment_id',
  ]).execute();
});
