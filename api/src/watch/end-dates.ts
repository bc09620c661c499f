import { END_ACTION_WORDS, EXPERIMENT_WATCH_ACTOR } from '@novavox/contracts-api/experiment-watch';
import { formatMoment } from '@novavox/contracts-api/team';
import {
  type ExperimentChangeRequest,
  type ExperimentId,
  type ExperimentState,
  type ExperimentStatesDocument,
  hasOpenRun,
} from '@novavox/contracts-experiments';
import type { ExperimentStateStore } from '../stores/experiment-state-store';
import { type AlertDelivery, type FoundChange, recordChange, type ToldChanges } from './alert-log';
import type { ReadRunVerdict, WatchedRun } from './run-verdict';

/** Who the history names for what the watch does itself (shared with the dashboard, which reads the history). */
export const WATCH_ACTOR = EXPERIMENT_WATCH_ACTOR;

/** A running or paused run whose end date has come. */
function dueRun(state: ExperimentState, at: Date): WatchedRun | null {
  if (!hasOpenRun(state)) return null;
  if (!state.end || Date.parse(state.end.at) > at.getTime()) return null;
  return state;
}

/**
 * Acts on every run whose end date has come (docs/experiment-watch.md, "End dates"): `stop` ships A, `ship_winner`
 * ships the variant the verdict's line says to ship (else ships A), `notify` clears the end date and changes
 * nothing else. Each is one change in the history by the watch, with the team's e-mail written in the same
 * transaction. The change is the claim: a second api process computes it from the same state version and is
 * refused, or reads the state after it, which has no end date left.
 */
export async function actOnEndDates(
  store: ExperimentStateStore,
  document: ExperimentStatesDocument,
  readVerdict: ReadRunVerdict,
  delivery: AlertDelivery,
  at: Date,
  onLostRace: (id: ExperimentId, error: unknown) => void = () => undefined,
): Promise<ToldChanges[]> {
  const told: ToldChanges[] = [];
  for (const [id, state] of Object.entries(document.experiments) as [ExperimentId, ExperimentState][]) {
    const run = dueRun(state, at);
    if (!run?.end) continue;
    const end = run.end;
    const lines = [
      `The end date of ${id} (${formatMoment(end.at)}) has come; it was set to ${END_ACTION_WORDS[end.action]}.`,
    ];
    let request: ExperimentChangeRequest;
    let outcome: string;
    if (end.action === 'notify') {
      request = {
        action: 'schedule',
        end: null,
        reason: `End date ${formatMoment(end.at)} reached: the team was told`,
      };
      outcome = 'Nothing changed for visitors; the end date is cleared.';
    } else {
      const verdict = end.action === 'ship_winner' ? await readVerdict(id, run, at) : null;
      const winner = verdict?.line?.kind === 'ship' ? verdict.line.variant : 'A';
      if (verdict) lines.push(...verdict.lines);
      const why =
        end.action === 'stop'
          ? 'stop and keep A'
          : winner === 'A'
            ? 'no winner in the verdict, so stop and keep A'
            : `the verdict ships ${winner}`;
      request = { action: 'conclude', winner, reason: `End date ${formatMoment(end.at)} reached: ${why}` };
      outcome = `Every visitor now sees ${winner}; nothing more is logged.`;
    }
    lines.push(outcome);
    const alert: FoundChange = {
      experimentId: id,
      runId: run.runId,
      key: `end:${run.runId}:${end.at}`,
      kind: 'end',
      subject: `${id}: end date reached, ${request.action === 'conclude' ? `shipped ${request.winner}` : 'team told'}`,
      lines,
    };
    let recorded: ToldChanges | null = null;
    try {
      const changed = await store.change(id, request, WATCH_ACTOR, at, async (trx) => {
        recorded = await recordChange(trx, alert, delivery, at);
      });
      if (changed.ok && recorded) told.push(recorded);
    } catch (error) {
      // Another api process writing the same change at once (SQLite refuses the second writer of a snapshot):
      // it acts; this one reads the result at its next look.
      onLostRace(id, error);
    }
  }
  return told;
}
