import { createIndex, idPrimaryKey, optionalText, requiredText, upOnly } from './schema-builders';

/**
 * Experiment state decided by the team, instead of an environment variable read at start: the current state of
 * each experiment that was ever changed (an experiment with no row follows PUBLIC_EXPERIMENTS_ENABLED), and an
 * append-only log of every change with who made it, when, why, and the state before and after. `version` counts
 * an experiment's changes, so two changes made at once cannot both apply to the same state.
 */
export const experimentStates = upOnly(async (db, engine) => {
  await db.schema
    .createTable('experiment_states')
    .addColumn('experiment_id', 'text', (column) => column.primaryKey())
    .$call(requiredText('state_json'))
    .addColumn('version', 'integer', (column) => column.notNull())
    .$call(requiredText('updated_at'))
    .execute();
  await db.schema
    .createTable('experiment_changes')
    .$call(idPrimaryKey(engine))
    .$call(requiredText('experiment_id', 'action', 'actor'))
    .$call(optionalText('reason'))
    .$call(requiredText('before_json', 'after_json', 'changed_at'))
    .execute();
  await createIndex(db, 'experiment_changes_by_experiment', 'experiment_changes', ['experiment_id', 'id']).execute();
});
