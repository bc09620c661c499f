import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../database-engine';
import { idPrimaryKey, requiredText } from './schema-builders';

/**
 * What the team learned (docs/experiment-memory.md): `experiment_memory_edits` keeps every saved hypothesis and
 * notes of an experiment, one row per save; the newest version is the current text. `(experiment_id, version)` is
 * unique, so two people saving from the same version cannot both win: the second is told to reload.
 */
export function experimentMemory(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('experiment_memory_edits')
        .$call(idPrimaryKey(engine))
        .$call(requiredText('experiment_id'))
        .addColumn('version', 'integer', (column) => column.notNull())
        .$call(requiredText('hypothesis', 'notes', 'actor', 'edited_at'))
        .execute();
      await db.schema
        .createIndex('experiment_memory_edits_version')
        .unique()
        .on('experiment_memory_edits')
        .columns(['experiment_id', 'version'])
        .execute();
    },
  };
}
