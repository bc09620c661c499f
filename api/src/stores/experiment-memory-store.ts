import type { ExperimentMemoryResponse } from '@novavox/contracts-api/experiment-memory';
import type { ExperimentId } from '@novavox/contracts-experiments';
import type { AppKysely } from '../db/database-schema';

export type MemorySave =
  | { ok: true; memory: ExperimentMemoryResponse }
  | { ok: false; message: string; currentVersion: number };

/** Edits kept and shown per experiment: every one is stored; the page lists the latest. */
const EDITS_SHOWN = 50;

/** An experiment's hypothesis and notes: the newest saved version, and the edits that led there (newest first). */
export async function readExperimentMemory(db: AppKysely, id: ExperimentId): Promise<ExperimentMemoryResponse> {
  const rows = await db
    .selectFrom('experiment_memory_edits')
    .select(['version', 'hypothesis', 'notes', 'actor', 'edited_at'])
    .where('experiment_id', '=', id)
    .orderBy('version', 'desc')
    .limit(EDITS_SHOWN)
    .execute();
  const edits = rows.map((row) => ({
    version: Number(row.version),
    hypothesis: row.hypothesis,
    notes: row.notes,
    actor: row.actor,
    at: row.edited_at,
  }));
  const current = edits[0];
  return {
    experimentId: id,
    hypothesis: current?.hypothesis ?? '',
    notes: current?.notes ?? '',
    version: current?.version ?? 0,
    edits,
  };
}

/**
 * Saves a new version on top of `fromVersion`. Two saves from the same version cannot both land: the unique
 * (experiment, version) lets one insert and turns the other into a conflict, whatever the engine or process.
 */
export async function saveExperimentMemory(
  db: AppKysely,
  id: ExperimentId,
  text: { hypothesis: string; notes: string; fromVersion: number },
  actor: string,
  at: Date,
): Promise<MemorySave> {
  const current = await readExperimentMemory(db, id);
  if (current.version !== text.fromVersion) return conflict(current.version);
  const inserted = await db
    .insertInto('experiment_memory_edits')
    .values({
      experiment_id: id,
      version: text.fromVersion + 1,
      hypothesis: text.hypothesis,
      notes: text.notes,
      actor,
      edited_at: at.toISOString(),
    })
    .onConflict((onConflict) => onConflict.columns(['experiment_id', 'version']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return conflict((await readExperimentMemory(db, id)).version);
  return { ok: true, memory: await readExperimentMemory(db, id) };
}

function conflict(currentVersion: number): MemorySave {
  return {
    ok: false,
    currentVersion,
    message: `The hypothesis and notes were changed by someone else (now version ${currentVersion}); reload and try again`,
  };
}
