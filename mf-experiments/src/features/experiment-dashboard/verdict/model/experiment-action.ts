import {
  countOf,
  decisiveLineWords,
  FIX_DATA_WORDS,
  formatCount,
  signedPoints,
} from '@novavox/contracts-api/experiment-watch';
import { formatDay } from '@novavox/contracts-api/team';
import type { ExperimentState } from '@novavox/contracts-experiments';
import { CONTROL_KEY, MIN_DAYS_RUNNING } from '@novavox/experiment-stats';
import { planPercent, stateWord } from '../../experiment-controls/model/experiment-state-words';
import type { ExperimentAnalysis, VariantAnalysis } from '../../results/model/dashboard-analysis';
import { SENSIBLE_DAYS, slowTestAdvice } from './slow-test-advice';

/**
 * The one line a card leads with: what to do now, in plain words, from the verdict over the whole run.
 * - "Fix the data first": bad counts or a sample-ratio alarm; no figure can be trusted until then.
 * - "Ship C": C's always-valid interval against the control lies above 0 (the best such variant).
 * - "Stop and keep A": every variant shown does worse than the control, beyond doubt.
 * - "No meaningful difference: stop and keep A": every variant's interval rules out the plan's lift
 *   (docs/statistics.md S10); the reason quotes the intervals. Never merely because the run reached the plan's
 *   sample: an interval that still holds the planned lift is no evidence of no difference.
 * - "Keep running: about N more days": the plan's days to go at the traffic so far (at least to the minimum
 *   duration); "Keep running: up to about N more days" past the plan's sample while an interval still holds the
 *   planned lift, until every interval is narrow enough to rule out 0 or the planned lift.
 * The decisive lines (Ship, Stop and keep A, No meaningful difference) are `decisiveLine` of the verdict, the rule
 * the simulations obey; their words, and "Fix the data first", are the ones the watch's alerts quote
 * (@novavox/contracts-api/experiment-watch). The experiment's state as the api has it comes first: a paused or shipped experiment
 * says so at once, whatever its figures; a test that needs more than SENSIBLE_DAYS says what would help.
 */

export type ExperimentActionKind =
  | 'ship'
  | 'keep-running'
  | 'no-difference'
  | 'stop-keep-control'
  | 'fix-data'
  | 'not-started'
  | 'no-run'
  | 'paused'
  | 'shipped';

export interface ExperimentAction {
  kind: ExperimentActionKind;
  /** The line itself, e.g. "Ship C". */
  text: string;
  /** Why, in a sentence a marketer can check against the table. */
  reason: string;
  /** The variant to ship, for "ship". */
  variant: string | null;
  /** For a test too slow to finish: what would help, with the days each would take. */
  advice: readonly string[];
}

const days = (n: number) => countOf(n, 'day', 'days');
const count = (n: number | null) => (n === null ? '' : formatCount(n));
// The plan's lift as the marketer wrote it and the plan line shows it ("+1.25%"), not rounded again here.
const planLift = (value: number) => `+${planPercent(value)}%`;

function action(
  kind: ExperimentActionKind,
  text: string,
  reason: string,
  variant: string | null = null,
  advice: readonly string[] = [],
): ExperimentAction {
  return { kind, text, reason, variant, advice };
}

/** What would make a slow test finish, in words (slow-test-advice.ts). */
function adviceLines(analysis: ExperimentAnalysis): string[] {
  const advice = slowTestAdvice(analysis);
  if (!advice) return [];
  const { plan } = analysis;
  const lines = [`At this pace the test needs more than ${days(SENSIBLE_DAYS)}, too long to wait. What would help:`];
  if (advice.fewerArms !== null) lines.push(`Only A and one variant: about ${days(advice.fewerArms)} (a new run).`);
  if (advice.biggerEffect !== null && plan) {
    lines.push(
      `Look for a lift of ${planLift(plan.minimumDetectableEffect * 2)} instead of ${planLift(plan.minimumDetectableEffect)}: about ${days(advice.biggerEffect)} (a new plan, a new run).`,
    );
  }
  lines.push(`Twice the traffic: about ${days(advice.moreTraffic)}.`);
  return lines;
}

/** The card's line from the verdict, after the experiment's state (the api's, when the card has it). */
export function experimentAction(analysis: ExperimentAnalysis, state?: ExperimentState): ExperimentAction {
  if (state?.status === 'concluded') {
    return action(
      'shipped',
      stateWord(state),
      `Every visitor sees ${state.winner} since ${formatDay(state.concludedAt)} and nothing is logged; the figures below are the record of the run.`,
    );
  }
  if (state?.status === 'paused') {
    return action(
      'paused',
      stateWord(state),
      `Since ${formatDay(state.pausedAt)} everyone sees ${CONTROL_KEY} and nothing is logged. Resume to go on counting this run.`,
    );
  }
  if (state?.status === 'running' && analysis.runStatus === 'not-started') {
    return action(
      'keep-running',
      'Keep running',
      `Running since ${formatDay(state.startedAt)}: the first visitors' figures appear here as they come.`,
    );
  }
  return lineFromFigures(analysis);
}

function lineFromFigures(analysis: ExperimentAnalysis): ExperimentAction {
  const { runStatus, badData, srm, plan, daysRunning } = analysis;
  if (runStatus === 'not-sent') {
    return action(
      'no-run',
      'No verdict yet',
      'The data source did not send the figures since the experiment started, which the verdict reads.',
    );
  }
  if (runStatus === 'not-started') {
    return action('not-started', 'Not started', 'No visitor is in this experiment yet, so there is nothing to read.');
  }
  if (badData.length > 0) {
    return action(
      'fix-data',
      FIX_DATA_WORDS,
      `Variant ${badData.join(', ')} reports more conversions than visitors: the counts are wrong somewhere.`,
    );
  }
  if (srm?.status === 'mismatch') {
    return action(
      'fix-data',
      FIX_DATA_WORDS,
      'Visitors are not split between the variants as configured (sample ratio mismatch): check assignment and tracking.',
    );
  }
  const compared = analysis.variants.filter((variant) => !variant.isControl && variant.sequential !== null);
  const { line } = analysis;
  const shipped = line?.kind === 'ship' ? compared.find((variant) => variant.key === line.variant) : undefined;
  if (shipped?.sequential) {
    const { lower, upper } = shipped.sequential.interval;
    return action(
      'ship',
      decisiveLineWords({ kind: 'ship', variant: shipped.key }),
      `${shipped.key} (${shipped.name}) converts better than ${CONTROL_KEY}: between ${signedPoints(lower)} and ${signedPoints(upper)} percentage points, with 95% confidence over the whole run.`,
      shipped.key,
    );
  }
  if (line?.kind === 'stop-keep-control') {
    return action(
      'stop-keep-control',
      decisiveLineWords(line),
      `Every variant converts worse than ${CONTROL_KEY}, with 95% confidence over the whole run.`,
    );
  }
  const lift = plan ? planLift(plan.minimumDetectableEffect) : 'the planned lift';
  if (line?.kind === 'no-difference') {
    return action(
      'no-difference',
      decisiveLineWords(line),
      `No variant can be ${lift} better than ${CONTROL_KEY}, the smallest lift the plan cares about: ${intervals(compared)}, all below the planned lift of ${plannedPoints(compared)} points, with 95% confidence over the whole run.`,
    );
  }
  const minimum = daysRunning === null ? MIN_DAYS_RUNNING : Math.max(0, MIN_DAYS_RUNNING - daysRunning);
  const toGo = plan?.daysToGo ?? null;
  if (toGo === null) {
    return action(
      'keep-running',
      'Keep running',
      'How many days it needs is known once the experiment has run a day with visitors in every variant.',
    );
  }
  const remaining = Math.max(toGo, minimum, 1);
  const more = countOf(remaining, 'more day', 'more days');
  const open = compared.filter((variant) => !variant.plannedLift?.ruledOut);
  const advice = adviceLines(analysis);
  if (plan?.reached && open.length > 0) {
    // Past the plan's sample with the planned lift still inside an interval: stopping now could drop a real winner.
    return action(
      'keep-running',
      `Keep running: up to about ${more}`,
      `Every variant has the ${count(plan.sequentialRequiredPerArm)} visitors the plan expected to need, but ${intervals(open)} still ${
        open.length === 1 ? 'holds' : 'hold'
      } the planned lift of ${plannedPoints(open)} points (${lift}), so a real winner is still possible. At the traffic so far every interval is narrow enough to tell in about ${days(remaining)}.`,
      null,
      advice,
    );
  }
  return action(
    'keep-running',
    `Keep running: about ${more}`,
    `No variant is clearly better or worse than ${CONTROL_KEY} yet. At the traffic so far every variant reaches the ${count(
      plan?.sequentialRequiredPerArm ?? null,
    )} visitors the plan needs in about ${days(remaining)}.`,
    null,
    advice,
  );
}

/** "B: −0.12 to +0.25 points, C: …", the always-valid intervals of the variants named. */
function intervals(variants: readonly VariantAnalysis[]): string {
  return variants
    .map((variant) =>
      variant.sequential
        ? `${variant.key}: ${signedPoints(variant.sequential.interval.lower)} to ${signedPoints(variant.sequential.interval.upper)} points`
        : variant.key,
    )
    .join(', ');
}

/** The plan's lift in points at A's rate so far (the same for every variant; "+0.30"). */
function plannedPoints(variants: readonly VariantAnalysis[]): string {
  const planned = variants.find((variant) => variant.plannedLift)?.plannedLift?.plannedDifference;
  return planned === undefined ? 'the planned lift in' : signedPoints(planned);
}
