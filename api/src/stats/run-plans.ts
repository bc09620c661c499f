import type { AbStatsExperiment } from '@novavox/contracts-api/ab-stats';
import {
  catalogPlan,
  type ExperimentId,
  type ExperimentPlan,
  type ExperimentState,
  isExperimentId,
} from '@novavox/contracts-experiments';
import type { ExperimentStateStore } from '../stores/experiment-state-store';

/**
 * Each run's plan, sent with its figures (`run.plan` of the stats answer): the dashboard tunes the verdict from it
 * (docs/statistics.md S9), so it must be the one the run started with, never the catalog's of the moment. A run
 * keeps its plan in its state (experiment-state.ts); a run without one (the site-wide default's run, states
 * stored before plans were kept, an experiment nobody started) has the catalog's.
 */

/** Experiment id → the plan of its current (or concluded) run, when the state holds one. */
export type ExperimentRunPlans = Map<ExperimentId, ExperimentPlan>;

function planOf(state: ExperimentState): ExperimentPlan | null {
  return state.status === 'not_started' ? null : (state.plan ?? null);
}

/** The plans the api-held states keep. */
export async function stateRunPlans(states: Pick<ExperimentStateStore, 'document'>): Promise<ExperimentRunPlans> {
  const { experiments } = await states.document();
  const plans: ExperimentRunPlans = new Map();
  for (const [id, state] of Object.entries(experiments) as [ExperimentId, ExperimentState][]) {
    const plan = planOf(state);
    if (plan) plans.set(id, plan);
  }
  return plans;
}

/** Adds `plan` to each experiment's run: the state's, else the catalog's; an experiment the catalog lacks gets none. */
export function withRunPlans(
  experiments: readonly AbStatsExperiment[],
  plans: ExperimentRunPlans,
): AbStatsExperiment[] {
  return experiments.map((experiment) => {
    if (!experiment.run || !isExperimentId(experiment.id)) return experiment;
    const plan = plans.get(experiment.id) ?? catalogPlan(experiment.id);
    return { ...experiment, run: { ...experiment.run, plan } };
  });
}
