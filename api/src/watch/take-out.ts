import { GUARDRAIL_REASON_PREFIX } from '@novavox/contracts-api/experiment-watch';
import type { ExperimentId } from '@novavox/contracts-experiments';
import type { ExperimentStateStore } from '../stores/experiment-state-store';
import { type AlertDelivery, recordChange, type ToldChanges } from './alert-log';
import { WATCH_ACTOR } from './end-dates';
import type { GuardrailTrip } from './guardrails';

/**
 * Takes a harmful arm out of its run: a weights change with its weight 0, by the watch, its reason the guardrail's
 * figures, and the team's e-mail in the same transaction. Computed from the run it judged: if the state changed
 * meanwhile (a person, another api process), the change is refused and nothing is told.
 */
export async function takeOut(
  store: ExperimentStateStore,
  id: ExperimentId,
  trip: GuardrailTrip,
  delivery: AlertDelivery,
  at: Date,
): Promise<ToldChanges | null> {
  let told: ToldChanges | null = null;
  try {
    const changed = await store.change(
      id,
      { action: 'weights', weights: trip.weights, reason: `${GUARDRAIL_REASON_PREFIX}${trip.summary}` },
      WATCH_ACTOR,
      at,
      async (trx, change) => {
        if (change.before.status !== 'running' || change.before.runId !== trip.change.runId) {
          throw new RunMovedOn();
        }
        told = await recordChange(trx, trip.change, delivery, at);
      },
    );
    return changed.ok ? told : null;
  } catch (error) {
    if (error instanceof RunMovedOn) return null;
    throw error;
  }
}

class RunMovedOn extends Error {}
