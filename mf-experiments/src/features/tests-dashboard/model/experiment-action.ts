import type { ExperimentAnalysis, VariantAnalysis } from './experiment-analysis';
import { MIN_DAYS_RUNNING } from './experiment-decision';
import { CONTROL_KEY } from './variant-metrics';

/**
 * The one line a card leads with: what to do now, in plain words, from the verdict over the whole run.
 * - "Fix the data first": bad counts or a sample-ratio alarm; no figure can be trusted until then.
 * - "Ship C": C's always-valid interval against the control lies above 0 (the best such variant).
 * - "Stop and keep A": every variant shown does worse than the control, beyond doubt.
 * - "No meaningful difference: stop and keep A": the run has the visitors the plan needs (a lift of the
 *   planned size would have shown by now with 80 % power), or every variant's interval rules such a lift out.
 * - "Keep running: about N more days": the plan's days to go at the traffic so far (at least to the minimum
 *   duration).
 */

export type ExperimentActionKind =
  | 'ship'
  | 'keep-running'
  | 'no-difference'
  | 'stop-keep-control'
  | 'fix-data'
  | 'not-started'
  | 'no-run';

export interface ExperimentAction {
  kind: ExperimentActionKind;
  /** The line itself, e.g. "Ship C". */
  text: string;
  /** Why, in a sentence a marketer can check against the table. */
  reason: string;
  /** The variant to ship, for "ship". */
  variant: string | null;
}

const days = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'day' : 'days'}`;
const points = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value * 100).toFixed(2)}`;

function action(kind: ExperimentActionKind, text: string, reason: string, variant: string | null = null) {
  return { kind, text, reason, variant };
}

export function experimentAction(analysis: ExperimentAnalysis): ExperimentAction {
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
      'Fix the data first',
      `Variant ${badData.join(', ')} reports more conversions than visitors: the counts are wrong somewhere.`,
    );
  }
  if (srm?.status === 'mismatch') {
    return action(
      'fix-data',
      'Fix the data first',
      'Visitors are not split between the variants as configured (sample ratio mismatch): check assignment and tracking.',
    );
  }
  const compared = analysis.variants.filter((variant) => !variant.isControl && variant.sequential !== null);
  const winners = compared.filter((variant) => variant.verdict === 'Significant win');
  const best = winners.reduce<VariantAnalysis | null>(
    (top, variant) =>
      top === null || (variant.sequential?.interval.lower ?? 0) > (top.sequential?.interval.lower ?? 0) ? variant : top,
    null,
  );
  if (best?.sequential) {
    const { lower, upper } = best.sequential.interval;
    return action(
      'ship',
      `Ship ${best.key}`,
      `${best.key} (${best.name}) converts better than ${CONTROL_KEY}: between ${points(lower)} and ${points(upper)} percentage points, with 95% confidence over the whole run.`,
      best.key,
    );
  }
  if (compared.length > 0 && compared.every((variant) => variant.verdict === 'Significant loss')) {
    return action(
      'stop-keep-control',
      `Stop and keep ${CONTROL_KEY}`,
      `Every variant converts worse than ${CONTROL_KEY}, with 95% confidence over the whole run.`,
    );
  }
  const ready = analysis.enoughData && daysRunning !== null && daysRunning >= MIN_DAYS_RUNNING;
  if (ready && plan && plan.sequentialRequiredPerArm !== null && compared.length > 0) {
    const planned = plan.targetRate - plan.baselineRate;
    const reached = plan.smallestArm >= plan.sequentialRequiredPerArm;
    const ruledOut = compared.every((variant) => (variant.sequential?.interval.upper ?? Infinity) < planned);
    if (reached || ruledOut) {
      return action(
        'no-difference',
        `No meaningful difference: stop and keep ${CONTROL_KEY}`,
        reached
          ? `Every variant has the ${plan.sequentialRequiredPerArm.toLocaleString('en-US')} visitors the plan needs, and none converts clearly better or worse than ${CONTROL_KEY}.`
          : `No variant can still be +${Math.round(plan.minimumDetectableEffect * 100)}% better than ${CONTROL_KEY}, the smallest lift the plan cares about.`,
      );
    }
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
  return action(
    'keep-running',
    `Keep running: about ${remaining.toLocaleString('en-US')} more ${remaining === 1 ? 'day' : 'days'}`,
    `No variant is clearly better or worse than ${CONTROL_KEY} yet. At the traffic so far every variant reaches the ${
      plan?.sequentialRequiredPerArm?.toLocaleString('en-US') ?? ''
    } visitors the plan needs in about ${days(remaining)}.`,
  );
}
