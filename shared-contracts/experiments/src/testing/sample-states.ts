import type { VariantKey } from '../experiment-catalog';
import type { ExperimentState } from '../experiment-state';

/** A test's shipped experiment: `winner` for everyone since `concludedAt`, shipped without a run before it. */
export function shippedState(winner: VariantKey, concludedAt = '2026-11-25T14:00:00.000Z'): ExperimentState {
  return { status: 'concluded', winner, concludedAt, runId: null, startedAt: null };
}
