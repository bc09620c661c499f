import type { ExperimentSegments } from '@novavox/contracts-api/experiment-segments';
import { type ExperimentId, experimentById } from '@novavox/contracts-experiments';
import type { AppKysely } from '../db/database-schema';
import type { ExperimentStateStore } from '../stores/experiment-state-store';
import { readRunSegments } from '../stores/segment-counters';

/**
 * The segments of an experiment's current run (running or paused), or of its last one once concluded: what
 * `GET /admin/experiments/:id/segments` answers (docs/analytics-and-experiments.md, "Segments").
 */
export async function runSegments(
  db: AppKysely,
  states: ExperimentStateStore,
  id: ExperimentId,
): Promise<ExperimentSegments> {
  const state = (await states.document()).experiments[id];
  const runId = state && state.status !== 'not_started' ? state.runId : null;
  const variants = experimentById(id).variants.map((variant) => variant.key);
  return readRunSegments(db, id, runId, variants);
}
