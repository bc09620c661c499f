import type { ExperimentPlan } from '@novavox/contracts-experiments';
import {
  type DecisionArm,
  decideExperiment,
  declaresAWinner,
  MIN_DAYS_RUNNING,
  SIGNIFICANCE,
} from './experiment-decision';
import { holmAdjust } from './p-value-adjustment';
import { srmAllowsVerdict, srmCheck } from './srm-check';
import { twoProportionTest } from './two-proportion-test';

/**
 * Simulated experiments read every day, to measure how often a verdict rule calls a winner. With no
 * true difference (an A/A test) every call is false; a rule safe to read daily keeps that share ≤ α.
 * Each day's look is what the dashboard does by default: the whole run so far (every visitor since the
 * start), the sample-ratio check against equal weights, and `decideExperiment` (the very function the
 * page uses) with the experiment's plan. The old fixed-horizon rule (z-test, Holm, the same gates) and a
 * moving window of the last days (the old date range) are kept here only for comparison.
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
}

export interface SimulationResult {
  experiments: number;
  arms: number;
  /** Experiments where at least one daily look called a significant winner or loser. */
  declared: number;
  /** Experiments where a challenger with a positive lift was called a significant win (power). */
  trueWins: number;
  /** Per experiment, the first day a challenger with a positive lift was called a win; null if never. */
  firstWinDays: (number | null)[];
}

/** mulberry32: a small, fast, seedable generator (uniform in [0, 1)), so every run is reproducible. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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

export function simulateExperiments(options: SimulationOptions): SimulationResult {
  const random = seededRandom(options.seed);
  const rule = options.rule ?? 'dashboard';
  const minDays = options.minDaysRunning ?? MIN_DAYS_RUNNING;
  const keys = Array.from({ length: options.arms }, (_, index) => String.fromCharCode(65 + index));
  const lifts = keys.map((_, index) => (index === 0 ? 0 : (options.lifts?.[index] ?? 0)));
  const draw = lifts.map((lift) => binomialSampler(options.usersPerArmPerDay, options.baseRate * (1 + lift), random));
  const equalWeights = keys.map(() => 1);
  let declared = 0;
  let trueWins = 0;
  const firstWinDays: (number | null)[] = [];
  for (let run = 0; run < options.experiments; run++) {
    const arms: DecisionArm[] = keys.map((key) => ({ key, views: 0, conversions: 0 }));
    const history: number[][] = [];
    let called = false;
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
      if (
        firstWin === null &&
        read.some(
          (arm, index) => (lifts[index] ?? 0) > 0 && decision.verdicts.get(arm.key)?.verdict === 'Significant win',
        )
      )
        firstWin = day;
      // Nothing later can change this experiment's outcome.
      if (called && (firstWin !== null || !lifts.some((lift) => lift > 0))) break;
    }
    if (called) declared++;
    if (firstWin !== null) trueWins++;
    firstWinDays.push(firstWin);
  }
  return { experiments: options.experiments, arms: options.arms, declared, trueWins, firstWinDays };
}

/** The q-quantile (0–1) of days to a win, counting experiments never won as later than any day; null then. */
export function dayQuantile(days: readonly (number | null)[], q: number): number | null {
  const sorted = days.map((day) => day ?? Infinity).sort((a, b) => a - b);
  const value = sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
  return value === undefined || value === Infinity ? null : value;
}
