import {
  type DecisionArm,
  decideExperiment,
  declaresAWinner,
  MIN_DAYS_RUNNING,
  SIGNIFICANCE,
} from './experiment-decision';
import { holmAdjust } from './p-value-adjustment';
import { twoProportionTest } from './two-proportion-test';

/**
 * Simulated experiments read every day, to measure how often a verdict rule calls a winner. With no
 * true difference (an A/A test) every call is false; a rule safe to read daily keeps that share ≤ α.
 * The dashboard's rule is `decideExperiment`, the very function the page uses; the old fixed-horizon
 * rule (z-test, Holm, the same gates) is kept here only for comparison.
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
}

export interface SimulationResult {
  experiments: number;
  arms: number;
  /** Experiments where at least one daily look called a significant winner or loser. */
  declared: number;
  /** Experiments where a challenger with a positive lift was called a significant win (power). */
  trueWins: number;
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
  const rates = keys.map((_, index) => options.baseRate * (1 + (index === 0 ? 0 : (options.lifts?.[index] ?? 0))));
  let declared = 0;
  let trueWins = 0;
  for (let run = 0; run < options.experiments; run++) {
    const arms: DecisionArm[] = keys.map((key) => ({ key, views: 0, conversions: 0 }));
    let called = false;
    let won = false;
    for (let day = 1; day <= options.days; day++) {
      arms.forEach((arm, index) => {
        const rate = rates[index] ?? options.baseRate;
        let conversions = 0;
        for (let user = 0; user < options.usersPerArmPerDay; user++) if (random() < rate) conversions++;
        arm.views += options.usersPerArmPerDay;
        arm.conversions += conversions;
      });
      if (rule === 'fixed-horizon') {
        called ||= fixedHorizonDeclares(arms, day, minDays);
        continue;
      }
      const decision = decideExperiment(arms, { daysRunning: day, srmOk: true, minDaysRunning: minDays });
      called ||= declaresAWinner(decision);
      won ||= arms.some(
        (arm, index) =>
          (options.lifts?.[index] ?? 0) > 0 && decision.verdicts.get(arm.key)?.verdict === 'Significant win',
      );
    }
    if (called) declared++;
    if (won) trueWins++;
  }
  return { experiments: options.experiments, arms: options.arms, declared, trueWins };
}
