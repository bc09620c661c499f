import { END_ACTION_WORDS } from '@novavox/contracts-api/experiment-watch';
import {
  DEFAULT_RUN_ID,
  type ExperimentAction,
  type ExperimentChangeRecord,
  type ExperimentPlan,
  type ExperimentState,
  type ExperimentWeights,
  hasOpenRun,
} from '@novavox/contracts-experiments';

/**
 * What an experiment's state means for visitors, in the words the card shows. Times are shown in UTC so that
 * everyone on the team reads the same date.
 */

import { formatDay } from '@novavox/contracts-api/team';
import { weightShares } from '@novavox/contracts-experiments/weight-shares';

/** A variant's share of the visitors, given in percent: whole shares as they are, others to one decimal ("33.3%"). */
export const formatShare = (percent: number) => `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;

/** "A 50%, B 50%": each variant's share of the visitors, from relative weights. */
export function formatWeights(weights: ExperimentWeights): string {
  return weightShares(weights)
    .map(([key, share]) => `${key} ${formatShare(share)}`)
    .join(', ');
}

/** A plan's rate or lift in percent as a marketer writes it, two decimals at most: 0.1 → 10, 0.0125 → 1.25. */
export const planPercent = (value: number) => Number((value * 100).toFixed(2));

/** "+10% on 3%": the plan's lift and baseline, as a marketer writes them. */
export function formatPlan(plan: ExperimentPlan): string {
  return `+${planPercent(plan.minimumDetectableEffect)}% on ${planPercent(plan.baselineRate)}%`;
}

/** The state line: "Not started", "Running since 25 Nov 2026 with weights A 50%, B 50%", "Paused", "Shipped B to everyone". */
export function stateHeadline(state: ExperimentState): string {
  switch (state.status) {
    case 'not_started':
      return 'Not started';
    case 'running':
      return state.runId === DEFAULT_RUN_ID
        ? `Running (site-wide default) with weights ${formatWeights(state.weights)}`
        : `Running since ${formatDay(state.startedAt)} with weights ${formatWeights(state.weights)}`;
    case 'paused':
      return `Paused since ${formatDay(state.pausedAt)}`;
    case 'concluded':
      return `Shipped ${state.winner} to everyone`;
  }
}

/**
 * The state in one or two words: "Not started", "Running", "Paused", "Shipped B", "—" when unknown. The overview's
 * State column, and the card's line while the experiment is paused or shipped (experiment-action.ts).
 */
export function stateWord(state: ExperimentState | undefined): string {
  switch (state?.status) {
    case undefined:
      return '—';
    case 'not_started':
      return 'Not started';
    case 'running':
      return 'Running';
    case 'paused':
      return 'Paused';
    case 'concluded':
      return `Shipped ${state.winner}`;
  }
}

/** What a visitor gets in that state. */
export function visitorsGet(state: ExperimentState): string {
  switch (state.status) {
    case 'not_started':
      return 'Visitors see A (control); nothing is logged.';
    case 'running':
      return 'New visitors are split between the variants and their impressions are logged.';
    case 'paused':
      return 'Visitors see A (control); nothing is logged. Resume continues the same run.';
    case 'concluded':
      return `Every visitor sees ${state.winner} since ${formatDay(state.concludedAt)}; nothing is logged.`;
  }
}

/** The button for an action (conclude names the variant it ships). */
export function actionLabel(action: ExperimentAction, state: ExperimentState, winner?: string): string {
  switch (action) {
    case 'start':
      return state.status === 'not_started' ? 'Start' : 'Start a new run';
    case 'pause':
      return 'Pause';
    case 'resume':
      return 'Resume';
    case 'weights':
      return 'Change weights';
    case 'plan':
      return 'Change plan';
    case 'conclude':
      return `Ship ${winner ?? ''}`.trim();
    case 'schedule':
      return 'Set end date';
  }
}

/** One history line: "started", "weights changed to A 50%, B 50%", "paused", "shipped B". */
export function changeSummary(record: ExperimentChangeRecord): string {
  const { after } = record;
  switch (record.action) {
    case 'start':
      return after.status === 'running' ? `started with weights ${formatWeights(after.weights)}` : 'started';
    case 'weights':
      return after.status === 'running' ? `weights changed to ${formatWeights(after.weights)}` : 'weights changed';
    case 'plan':
      return after.status === 'running' && after.plan ? `plan changed to ${formatPlan(after.plan)}` : 'plan changed';
    case 'pause':
      return 'paused';
    case 'resume':
      return 'resumed';
    case 'conclude':
      return after.status === 'concluded' ? `shipped ${after.winner}` : 'concluded';
    case 'schedule': {
      const end = hasOpenRun(after) ? after.end : undefined;
      return end ? `end date set to ${formatDay(end.at)}, then ${END_ACTION_WORDS[end.action]}` : 'end date cleared';
    }
  }
}
