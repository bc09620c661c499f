import type { VariantKey } from '../experiment-catalog';
import type { ExperimentState } from '../experiment-state';

/**
 * A test's shipped experiment: `winner` for everyone since `concludedAt`; it concludes the run `run` names, or
 * was shipped without a run before it.
 */
export function shippedState(
  winner: VariantKey,
  concludedAt = '2026-11-25T14:00:00.000Z',
  run?: { runId: string; startedAt: string },
): ExperimentState {
  return { status: 'concluded', winner, concludedAt, runId: run?.runId ?? null, startedAt: run?.startedAt ?? null };
}
