import { createIndex, createUniqueIndex, idPrimaryKey, optionalText, requiredText, upOnly } from './schema-builders';

/**
 * Share links that can be withdrawn one by one (docs/experiment-memory.md, "Share links"): one row per issued link,
 * its random `link_id` (what the token carries), the experiment, who made it and when, when it expires, and who
 * withdrew it and when (empty while it is open). Rows are kept after a link ends: the history of who shared what.
 */
export const shareLinks = upOnly(async (db, engine) => {
  await db.schema
    .createTable('experiment_share_links')
    .$call(idPrimaryKey(engine))
    .$call(requiredText('link_id', 'experiment_id', 'created_by', 'created_at', 'expires_at'))
    .$call(optionalText('withdrawn_at', 'withdrawn_by'))
    .execute();
  await createUniqueIndex(db, 'experiment_share_links_link', 'experiment_share_links', ['link_id']).execute();
  await createIndex(db, 'experiment_share_links_experiment', 'experiment_share_links', [
    'experiment_id',
    'expires_at',
  ]).execute();
});
