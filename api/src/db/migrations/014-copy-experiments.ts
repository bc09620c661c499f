import { createIndex, idPrimaryKey, optionalText, requiredText, upOnly } from './schema-builders';

/**
 * Copy experiments the team writes in the dashboard (docs/copy-experiments.md): `copy_experiments` (one row each,
 * `version` counting its changes so two at once cannot both apply) and its history; `copy_slot_claims`, one row per
 * slot of a running experiment, whose key keeps two running experiments off one slot on any engine and any number
 * of api processes; `slot_copy`, the copy shipped to a slot (no row: its default), and `slot_copy_changes`, every
 * ship and rollback with who, when and why.
 */
export const copyExperiments = upOnly(async (db, engine) => {
  await db.schema
    .createTable('copy_experiments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .$call(requiredText('name', 'hypothesis', 'page', 'slots_json', 'variants_json', 'status'))
    .$call(requiredText('created_by', 'created_at', 'updated_at'))
    .$call(optionalText('run_id', 'started_at', 'ended_at', 'shipped_variant'))
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('copy_experiment_changes')
    .$call(idPrimaryKey(engine))
    .$call(requiredText('experiment_id', 'action', 'actor', 'status_before', 'status_after', 'changed_at'))
    .$call(optionalText('reason'))
    .execute();
  await createIndex(db, 'copy_experiment_changes_by_experiment', 'copy_experiment_changes', [
    'experiment_id',
    'id',
  ]).execute();
  await db.schema
    .createTable('copy_slot_claims')
    .$call(requiredText('page', 'slot_id', 'experiment_id'))
    .addPrimaryKeyConstraint('copy_slot_claims_pk', ['page', 'slot_id'])
    .execute();
  await db.schema
    .createTable('slot_copy')
    .addColumn('slot_id', 'text', (column) => column.primaryKey())
    .$call(requiredText('text', 'updated_at'))
    .execute();
  await db.schema
    .createTable('slot_copy_changes')
    .$call(idPrimaryKey(engine))
    .$call(requiredText('slot_id', 'action'))
    .$call(optionalText('text_before', 'text_after'))
    .$call(requiredText('experiment_id', 'variant_id', 'actor'))
    .$call(optionalText('reason'))
    .$call(requiredText('changed_at'))
    .execute();
  await createIndex(db, 'slot_copy_changes_by_slot', 'slot_copy_changes', ['slot_id', 'id']).execute();
});
