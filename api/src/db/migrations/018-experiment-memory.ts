import { createUniqueIndex, idPrimaryKey, requiredText, upOnly } from './schema-builders';

/**
 * What the team learned (docs/experiment-memory.md): `experiment_memory_edits` keeps every saved hypothesis and
 * notes of an experiment, one row per save; the newest version is the current text. `(experiment_id, version)` is
 * unique, so two people saving from the same version cannot both win: the second is told to reload.
 */
export const experimentMemory = upOnly(async (db, engine) => {
  await db.schema
    .createTable('experiment_memory_edits')
    .$call(idPrimaryKey(engine))
    .$call(requiredText('experiment_id'))
    .addColumn('version', 'integer', (column) => column.notNull())
    .$call(requiredText('hypothesis', 'notes', 'actor', 'edited_at'))
    .execute();
  await createUniqueIndex(db, 'experiment_memory_edits_version', 'experiment_memory_edits', [
    'experiment_id',
    'version',
  ]).execute();
});
