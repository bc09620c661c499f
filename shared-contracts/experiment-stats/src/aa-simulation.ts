import { DEFAULT_EXPERIMENT_PLAN, type ExperimentPlan } from '@novavox/contracts-experiments';
import {
  type DecisionArm,
  type DecisiveLine,
  decideExperiment,
  decisiveLine,
  declaresAWinner,
  MIN_DAYS_RUNNING,
  SIGNIFICANCE,
} from './experiment-decision';
import { sequentialSampleSize } from './experiment-plan';
import { holmAdjust } from './p-value-adjustment';
import { seededRandom } from './seeded-random';
import { tuningForPlan } from './sequential-tuning';
import { srmAllowsVerdict, srmCheck } from './srm-check';
import { twoProportionTest } from './two-proportion-test';

/**
 * Simulated experiments read every day, to measure how often a verdict rule calls a winner. With no
 * true difference (an A/A test) every call is false; a rule safe to read daily keeps that share ≤ α.
 * Each day's look is what the dashboard does by default: the whole run so far (every visitor since the
 * start), the sample-ratio check against equal weights, and `decideExperiment` (the very function the
 * page uses) with the run's plan, fixed for the run. Each look also records the card's decisive line
 * (`decisiveLine`), so a simulation can say what a marketer who obeys the first one ships. The old fixed-horizon
 * rule (z-test, Holm, the same gates), a moving window of the last days (the old date range) and the old stop line
 * (stop once the arms have the plan's sample) are kept here only for comparison.
 */

export type SimulatedRule = 'dashboard' | 'fixed-horizon';

export interface SimulationOptions {
  experiments: number;
  arms: number;
  usersPerArmPerDay: number;
  days: number;
  baseRate: number;
  /** Relative lift of each arm over the control (index 0 ignored); all 0 for an A/A test. */
  lifts?: readonly number[];
  seed: number;
  rule?: SimulatedRule;
  /** The dashboard's minimum duration before a verdict (days). */
  minDaysRunning?: number;
  /** The experiment's plan; the catalog's default plan when absent. */
  plan?: ExperimentPlan;
  /** Read only the last this-many days instead of the whole run (the old date range), for comparison. */
  windowDays?: number;
  /**
   * The stop line obeyed: 'interval' (the dashboard's: every interval rules out the planned lift) or, for
   * comparison, 'planned-sample' (the old line: also as soon as every arm has the plan's 80 %-power sample).
   */
  stopRule?: 'interval' | 'planned-sample';
}

/** What the first decisive line of each experiment said, had the marketer obeyed it. */
export interface FirstLines {
  /** "Ship X" for an arm with a positive lift. */
  shipTrueWinner: number;
  /** "Ship X" for an arm without one (every Ship of an A/A test). */
  shipOther: number;
  stopKeepControl: number;
  noDifference: number;
  /** No decisive line within the horizon. */
  none: number;
}

export interface SimulationResult {
  experiments: number;
  arms: number;
  /** Experiments where at least one daily look called a significant winner or loser. */
  declared: number;
  /** Experiments where at least one daily look showed "Ship X" (any arm). */
  shipped: number;
  firstLines: FirstLines;
  /** Experiments where a challenger with a positive lift was called a significant win (power). */
  trueWins: number;
  /** Per experiment, the first day a challenger with a positive lift was called a win; null if never. */
  firstWinDays: (number | null)[];
}

/**
 * Draws from Binomial(n, p) by inverting its cumulative table (built once), one uniform per draw: the
 * day's converters of n visitors each converting with probability p, without drawing every visitor.
 */
export function binomialSampler(n: number, p: number, random: () => number): () => number {
  const cumulative = new Float64Array(n + 1);
  let probability = (1 - p) ** n;
  let sum = 0;
  for (let k = 0; k <= n; k++) {
    sum += probability;
    cumulative[k] = sum;
    probability *= ((n - k) / (k + 1)) * (p / (1 - p));
  }
  return () => {
    const u = random() * sum;
    let low = 0;
    let high = n;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 1) < u) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

function fixedHorizonDeclares(arms: readonly DecisionArm[], day: number, minDays: number): boolean {
  const [control, ...challengers] = arms;
  if (!control || day < minDays) return false;
  if (arms.some((arm) => arm.views < 50 || arm.conversions < 5)) return false;
  const tests = challengers.map((arm) => twoProportionTest(control, arm));
  const adjusted = holmAdjust(tests.map((test) => test?.pValue ?? 1));
  return tests.some((test, index) => {
    if (!test || (adjusted[index] ?? 1) >= SIGNIFICANCE) return false;
    return test.differenceCi.lower > 0 || test.differenceCi.upper < 0;
  });
}

export function emptyFirstLines(): FirstLines {
  return { shipTrueWinner: 0, shipOther: 0, stopKeepControl: 0, noDifference: 0, none: 0 };
}

export function simulateExperiments(options: SimulationOptions): SimulationResult {
  const random = seededRandom(options.seed);
  const rule = options.rule ?? 'dashboard';
  const minDays = options.minDaysRunning ?? MIN_DAYS_RUNNING;
  const keys = Array.from({ length: options.arms }, (_, index) => String.fromCharCode(65 + index));
  const lifts = keys.map((_, index) => (index === 0 ? 0 : (options.lifts?.[index] ?? 0)));
  const positive = new Set(keys.filter((_, index) => (lifts[index] ?? 0) > 0));
  const draw = lifts.map((lift) => binomialSampler(options.usersPerArmPerDay, options.baseRate * (1 + lift), random));
  const equalWeights = keys.map(() => 1);
  const plannedSample = options.stopRule === 'planned-sample' ? plannedSampleOf(options) : null;
  let declared = 0;
  let shipped = 0;
  let trueWins = 0;
  const firstLines = emptyFirstLines();
  const firstWinDays: (number | null)[] = [];
  for (let run = 0; run < options.experiments; run++) {
    const arms: DecisionArm[] = keys.map((key) => ({ key, views: 0, conversions: 0 }));
    const history: number[][] = [];
    let called = false;
    let everShipped = false;
    let first: DecisiveLine = null;
    let firstWin: number | null = null;
    for (let day = 1; day <= options.days; day++) {
      const converted = draw.map((sample) => sample());
      arms.forEach((arm, index) => {
        arm.views += options.usersPerArmPerDay;
        arm.conversions += converted[index] ?? 0;
      });
      let read: DecisionArm[] = arms;
      if (options.windowDays !== undefined) {
        history.push(converted);
        const window = history.slice(-options.windowDays);
        read = arms.map((arm, index) => ({
          key: arm.key,
          views: window.length * options.usersPerArmPerDay,
          conversions: window.reduce((sum, day) => sum + (day[index] ?? 0), 0),
        }));
      }
      if (rule === 'fixed-horizon') {
        called ||= fixedHorizonDeclares(read, day, minDays);
        if (called) break;
        continue;
      }
      const srm = srmCheck(
        read.map((arm) => arm.views),
        equalWeights,
      );
      const decision = decideExperiment(read, {
        daysRunning: day,
        srmOk: srmAllowsVerdict(srm),
        minDaysRunning: minDays,
        plan: options.plan,
      });
      called ||= declaresAWinner(decision);
      let line = decisiveLine(decision);
      if (line === null && plannedSample !== null && reachedPlannedSample(decision, read, plannedSample))
        line = { kind: 'no-difference' };
      if (first === null) first = line;
      if (line?.kind === 'ship') {
        everShipped = true;
        if (firstWin === null && positive.has(line.variant)) firstWin = day;
      }
      if (
        firstWin === null &&
        read.some((arm) => positive.has(arm.key) && decision.verdicts.get(arm.key)?.verdict === 'Significant win')
      )
        firstWin = day;
      // Nothing later can change this experiment's outcome.
      if (positive.size > 0 ? firstWin !== null : everShipped) break;
    }
    if (called) declared++;
    if (everShipped) shipped++;
    if (firstWin !== null) trueWins++;
    firstWinDays.push(firstWin);
    if (first === null) firstLines.none++;
    else if (first.kind === 'ship') {
      if (positive.has(first.variant)) firstLines.shipTrueWinner++;
      else firstLines.shipOther++;
    } else if (first.kind === 'stop-keep-control') firstLines.stopKeepControl++;
    else firstLines.noDifference++;
  }
  return {
    experiments: options.experiments,
    arms: options.arms,
    declared,
    shipped,
    firstLines,
    trueWins,
    firstWinDays,
  };
}

/** The old stop line's threshold: the plan's 80 %-power sample per arm at its baseline, with the run's N*. */
function plannedSampleOf(options: SimulationOptions): number | null {
  const plan = options.plan ?? DEFAULT_EXPERIMENT_PLAN;
  const alpha = SIGNIFICANCE / Math.max(1, options.arms - 1);
  const target = plan.baselineRate * (1 + plan.minimumDetectableEffect);
  return sequentialSampleSize(plan.baselineRate, target, alpha, 0.8, tuningForPlan(plan, alpha));
}

/** The old line fired once every arm had the plan's sample and a verdict could be read, whatever the intervals. */
function reachedPlannedSample(
  decision: ReturnType<typeof decideExperiment>,
  arms: readonly DecisionArm[],
  plannedSample: number,
): boolean {
  const readable = [...decision.verdicts.values()].every(
    (challenger) => challenger.verdict === 'Inconclusive' || challenger.liftRuledOut,
  );
  return readable && arms.every((arm) => arm.views >= plannedSample);
}

/** The q-quantile (0–1) of days to a win, counting experiments never won as later than any day; null then. */
export function dayQuantile(days: readonly (number | null)[], q: number): number | null {
  const sorted = days.map((day) => day ?? Infinity).sort((a, b) => a - b);
  const value = sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
  return value === undefined || value === Infinity ? null : value;
}
