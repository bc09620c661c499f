import type { ShareLinkEntry } from '@novavox/contracts-api/experiment-memory';
import type { ExperimentId } from '@novavox/contracts-experiments';
import type { AppKysely, ExperimentShareLinksTable } from '../db/database-schema';

/**
 * The issued share links (migration 021, docs/experiment-memory.md "Share links"): recorded when made, closed one
 * by one by a withdrawal that keeps who and when. Times are ISO text, so they compare as strings.
 */
type ShareLinkRow = Omit<ExperimentShareLinksTable, 'id'>;

const COLUMNS = [
  'link_id',
  'experiment_id',
  'created_by',
  'created_at',
  'expires_at',
  'withdrawn_at',
  'withdrawn_by',
] as const;

function entryOf(row: ShareLinkRow): ShareLinkEntry {
  return {
    linkId: row.link_id,
    experimentId: row.experiment_id,
    createdBy: row.created_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    withdrawnAt: row.withdrawn_at,
    withdrawnBy: row.withdrawn_by,
  };
}

export async function recordShareLink(
  db: AppKysely,
  link: { linkId: string; experimentId: ExperimentId; actor: string; at: Date; expiresAt: Date },
): Promise<ShareLinkEntry> {
  const row: ShareLinkRow = {
    link_id: link.linkId,
    experiment_id: link.experimentId,
    created_by: link.actor,
    created_at: link.at.toISOString(),
    expires_at: link.expiresAt.toISOString(),
    withdrawn_at: null,
    withdrawn_by: null,
  };
  await db.insertInto('experiment_share_links').values(row).execute();
  return entryOf(row);
}

export async function findShareLink(db: AppKysely, linkId: string): Promise<ShareLinkEntry | null> {
  const row = await db
    .selectFrom('experiment_share_links')
    .select(COLUMNS)
    .where('link_id', '=', linkId)
    .executeTakeFirst();
  return row ? entryOf(row) : null;
}

/** An experiment's links still open at `now` (neither withdrawn nor expired), newest first. */
export async function openShareLinks(db: AppKysely, experimentId: ExperimentId, now: Date): Promise<ShareLinkEntry[]> {
  const rows = await db
    .selectFrom('experiment_share_links')
    .select(COLUMNS)
    .where('experiment_id', '=', experimentId)
    .where('expires_at', '>', now.toISOString())
    .where('withdrawn_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(entryOf);
}

export type ShareLinkWithdrawal = { link: ShareLinkEntry; alreadyWithdrawn: boolean } | null;

/**
 * Closes one of the experiment's links; null when it has no such link. Only the first withdrawal writes (the
 * update requires the link still open), so a second one, or two at once, keeps the first one's who and when.
 */
export async function withdrawShareLink(
  db: AppKysely,
  experimentId: ExperimentId,
  linkId: string,
  actor: string,
  at: Date,
): Promise<ShareLinkWithdrawal> {
  const updated = await db
    .updateTable('experiment_share_links')
    .set({ withdrawn_at: at.toISOString(), withdrawn_by: actor })
    .where('link_id', '=', linkId)
    .where('experiment_id', '=', experimentId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  const link = await findShareLink(db, linkId);
  if (!link || link.experimentId !== experimentId) return null;
  return { link, alreadyWithdrawn: Number(updated.numUpdatedRows) === 0 };
}
