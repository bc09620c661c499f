import { createIndex, createUniqueIndex, idPrimaryKey, optionalText, requiredText, upOnly } from './schema-builders';

/**
 * The experiment watch (docs/experiment-watch.md): `experiment_alerts` keeps every change the watch told the team
 * about, one row per change (its `change_key` unique per experiment, so a change is never told twice, and two api
 * processes cannot both tell it); `sent_at` stays empty while the change waits for the day's digest.
 * `team_member_settings` keeps what a team member chose, such as not receiving the alerts.
 */
export const experimentWatch = upOnly(async (db, engine) => {
  await db.schema
    .createTable('experiment_alerts')
    .$call(idPrimaryKey(engine))
    .$call(requiredText('experiment_id', 'change_key', 'kind', 'subject', 'text_body', 'found_at'))
    .$call(optionalText('run_id', 'sent_at', 'webhook_status'))
    .addColumn('recipients', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await createUniqueIndex(db, 'experiment_alerts_change', 'experiment_alerts', [
    'experiment_id',
    'change_key',
  ]).execute();
  await createIndex(db, 'experiment_alerts_unsent', 'experiment_alerts', ['sent_at']).execute();
  await db.schema
    .createTable('team_member_settings')
    .addColumn('email', 'text', (column) => column.primaryKey())
    .addColumn('experiment_alerts', 'integer', (column) => column.notNull())
    .$call(requiredText('updated_at'))
    .execute();
});
