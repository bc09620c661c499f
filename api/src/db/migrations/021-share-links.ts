import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../database-engine';
import { idPrimaryKey, optionalText, requiredText } from './schema-builders';

/**
 * Share links that can be withdrawn one by one (docs/experiment-memory.md, "Share links"): one row per issued link,
 * its random `link_id` (what the token carries), the experiment, who made it and when, when it expires, and who
 * withdrew it and when (empty while it is open). Rows are kept after a link ends: the history of who shared what.
 */
export function shareLinks(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('experiment_share_links')
        .$call(idPrimaryKey(engine))
        .$call(requiredText('link_id', 'experiment_id', 'created_by', 'created_at', 'expires_at'))
        .$call(optionalText('withdrawn_at', 'withdrawn_by'))
        .execute();
      await db.schema
        .createIndex('experiment_share_links_link')
        .unique()
        .on('experiment_share_links')
        .column('link_id')
        .execute();
      await db.schema
        .createIndex('experiment_share_links_experiment')
        .on('experiment_share_links')
        .columns(['experiment_id', 'expires_at'])
        .execute();
    },
  };
}
