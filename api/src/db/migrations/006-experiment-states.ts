import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../database-engine';
import { idColumnType } from './id-column-type';

/**
 * Experiment state decided by the team, instead of an environment variable read at start: the current state of
 * each experiment that was ever changed (an experiment with no row follows PUBLIC_EXPERIMENTS_ENABLED), and an
 * append-only log of every change with who made it, when, why, and the state before and after. `version` counts
 * an experiment's changes, so two changes made at once cannot both apply to the same state.
 */
export function experimentStates(engine: DatabaseEngine) {
  const id = idColumnType(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('experiment_states')
        .addColumn('experiment_id', 'text', (column) => column.primaryKey())
        .addColumn('state_json', 'text', (column) => column.notNull())
        .addColumn('version', 'integer', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('experiment_changes')
        .addColumn('id', id, (column) => column.primaryKey())
        .addColumn('experiment_id', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('actor', 'text', (column) => column.notNull())
        .addColumn('reason', 'text')
        .addColumn('before_json', 'text', (column) => column.notNull())
        .addColumn('after_json', 'text', (column) => column.notNull())
        .addColumn('changed_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('experiment_changes_by_experiment')
        .on('experiment_changes')
        .columns(['experiment_id', 'id'])
        .execute();
    },
  };
}
