import type { ArchiveDecision, ArchivedRun } from '@novavox/contracts-api/experiment-memory';
import {
  CONTROL_VARIANT,
  type ExperimentChangeRecord,
  experimentById,
  hasOpenRun,
} from '@novavox/contracts-experiments';
import { weightShares } from '@novavox/contracts-experiments/weight-shares';
import type { AppKysely } from '../db/database-schema';
import { WATCH_ACTOR } from '../watch/end-dates';
import { readRunArms } from '../watch/run-figures';

/** The watch's take-out of a harming arm: a weights change it logs with this reason (watch/take-out.ts). */
const GUARDRAIL_REASON = 'Guardrail tripped';

interface RunEnd {
  decision: ArchiveDecision;
  decidedArm: string;
}

/**
 * How a change ended a run, if it did: a conclusion shipping a challenger or keeping A, or the watch taking an arm
 * out (its weight from above 0 to 0). Pauses, resumes and a person's weight changes are not decisions.
 */
function runEnd(change: ExperimentChangeRecord): RunEnd | null {
  const { before, after } = change;
  if (!hasOpenRun(before)) return null;
  if (after.status === 'concluded') {
    return after.winner === CONTROL_VARIANT
      ? { decision: 'stopped', decidedArm: CONTROL_VARIANT }
      : { decision: 'shipped', decidedArm: after.winner };
  }
  if (change.action !== 'weights' || change.actor !== WATCH_ACTOR || !change.reason?.startsWith(GUARDRAIL_REASON))
    return null;
  if (!hasOpenRun(after)) return null;
  const takenOut = Object.entries(before.weights).find(
    ([key, weight]) => (weight ?? 0) > 0 && (after.weights[key as keyof typeof after.weights] ?? 0) === 0,
  );
  return takenOut ? { decision: 'guardrail', decidedArm: takenOut[0] } : null;
}

/**
 * The archive of concluded runs (docs/experiment-memory.md), newest first: each run a decision ended, with what
 * it tested (arms, weights, plan), the decision, who and when, and the run's own counts (its counters stop when
 * it ends, so they are the figures the decision was made on). The lift and its interval are computed where they
 * are shown, by the shared statistics.
 */
export async function concludedRuns(db: AppKysely, history: readonly ExperimentChangeRecord[]): Promise<ArchivedRun[]> {
  const runs: ArchivedRun[] = [];
  for (const change of [...history].reverse()) {
    const end = runEnd(change);
    const { before } = change;
    if (end === null || !hasOpenRun(before)) continue;
    const definition = experimentById(change.experimentId);
    const counts = await readRunArms(db, change.experimentId, before);
    const shares = new Map(weightShares(before.weights));
    runs.push({
      experimentId: change.experimentId,
      experimentName: definition.name,
      runId: before.runId,
      startedAt: before.startedAt,
      endedAt: change.at,
      arms: definition.variants.map((variant) => {
        const arm = counts.find((entry) => entry.key === variant.key);
        return {
          key: variant.key,
          name: variant.name,
          weightPercent: shares.get(variant.key) ?? 0,
          views: arm?.views ?? 0,
          conversions: arm?.conversions ?? 0,
        };
      }),
      weights: before.weights,
      plan: before.plan ?? definition.plan,
      decision: end.decision,
      decidedArm: end.decidedArm,
      actor: change.actor,
      reason: change.reason,
    });
  }
  return runs;
}
