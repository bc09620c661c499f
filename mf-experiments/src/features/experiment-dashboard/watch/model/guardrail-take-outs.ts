import { EXPERIMENT_WATCH_ACTOR, GUARDRAIL_REASON_PREFIX } from '@novavox/contracts-api/experiment-watch';
import type {
  ExperimentChangeRecord,
  ExperimentState,
  ExperimentWeights,
  VariantKey,
} from '@novavox/contracts-experiments';

/** An arm the watch took out of a run because it harmed a guardrail (docs/experiment-watch.md, "Guardrails"). */
export interface GuardrailTakeOut {
  changeId: number;
  at: string;
  /** The arms whose weight the change set to 0. */
  arms: VariantKey[];
  /** The figures the history entry carries: rates, difference, interval and α. */
  figures: string;
  /** The run the change began (the remaining arms). */
  runId: string;
  /** The weights before the watch's change, which a person's override puts back. */
  weightsBefore: ExperimentWeights;
}

/** The watch's guardrail changes in an experiment's history (oldest first, as the api lists it), newest first. */
export function guardrailTakeOuts(records: readonly ExperimentChangeRecord[]): GuardrailTakeOut[] {
  const takeOuts: GuardrailTakeOut[] = [];
  for (const record of records) {
    const { before, after, reason } = record;
    if (record.actor !== EXPERIMENT_WATCH_ACTOR || record.action !== 'weights') continue;
    if (before.status !== 'running' || after.status !== 'running') continue;
    if (!reason?.startsWith(GUARDRAIL_REASON_PREFIX)) continue;
    const arms = (Object.keys(before.weights) as VariantKey[]).filter(
      (key) => (before.weights[key] ?? 0) > 0 && after.weights[key] === 0,
    );
    takeOuts.push({
      changeId: record.id,
      at: record.at,
      arms,
      figures: reason.slice(GUARDRAIL_REASON_PREFIX.length),
      runId: after.runId,
      weightsBefore: before.weights,
    });
  }
  return takeOuts.reverse();
}

/**
 * The weights a person's override sends: the run's current weights with the taken-out arms given back their
 * weight from before. Null when the run is no longer the one the watch began (someone changed it since: nothing
 * left to override).
 */
export function overrideWeights(takeOut: GuardrailTakeOut, state: ExperimentState): ExperimentWeights | null {
  if (state.status !== 'running' || state.runId !== takeOut.runId) return null;
  const weights: ExperimentWeights = { ...state.weights };
  for (const arm of takeOut.arms) weights[arm] = takeOut.weightsBefore[arm] ?? 0;
  return weights;
}
