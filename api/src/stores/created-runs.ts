import type {
  CopyExperiment,
  CreatedExperimentId,
  RunningExperimentState,
  VariantKey,
} from '@novavox/contracts-experiments';
import type { AppKysely } from '../db/database-schema';
import { toExperiment } from './copy-experiment-store';

/**
 * The created copy experiments as the counting and judging read them (docs/copy-experiments.md, "Counted and
 * judged the same way"): every one ever started (drafts have no run and count nothing), oldest first.
 */
export async function startedCopyExperiments(db: AppKysely): Promise<CopyExperiment[]> {
  const rows = await db
    .selectFrom('copy_experiments')
    .selectAll()
    .where('status', '!=', 'draft')
    .where('run_id', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toExperiment);
}

/** A created experiment's run as a coded one's running state: its arms, each of weight 1, no plan (the default). */
export function createdRunState(experiment: CopyExperiment): RunningExperimentState {
  return {
    status: 'running',
    runId: experiment.runId as string,
    startedAt: experiment.startedAt as string,
    weights: Object.fromEntries(experiment.variants.map((variant) => [variant.key, 1])) as Partial<
      Record<VariantKey, number>
    >,
  };
}

/** The created experiments running now, by id, as the running coded ones are kept (metric-credit.ts). */
export async function runningCopyExperiments(db: AppKysely): Promise<Map<CreatedExperimentId, RunningExperimentState>> {
  const rows = await db.selectFrom('copy_experiments').selectAll().where('status', '=', 'running').execute();
  return new Map(
    rows.map(toExperiment).map((experiment) => [experiment.id as CreatedExperimentId, createdRunState(experiment)]),
  );
}
