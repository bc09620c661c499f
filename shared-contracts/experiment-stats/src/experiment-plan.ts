import type { ExperimentPlan } from '@novavox/contracts-experiments';
import { requiredSampleSize } from './required-sample-size';
import { SEQUENTIAL_TUNING, sequenceHalfWidth } from './sequential-test';
import { type ForecastBaseline, forecastBaseline } from './sequential-tuning';
import { normalQuantile } from './special-functions';
import type { Arm } from './two-proportion-test';

/**
 * Planning figures for an experiment, from its planned minimum detectable effect (set before it
 * starts, in the catalog) rather than from the observed difference: post-hoc power from the observed
 * difference only restates the p-value. How many visitors each arm needs, and how many more days that
 * takes at the traffic seen so far. The plan and N* are the run's, fixed when it started; only the forecast of
 * visitors and days follows A's rate once it is measured (sequential-tuning.ts), which moves no verdict.
 */

export interface PlanStatus extends ExperimentPlan {
  /** The rate the visitors needed are forecast at: the plan's, or A's so far once measured. */
  forecast: ForecastBaseline;
  /** forecast.rate × (1 + minimumDetectableEffect). */
  targetRate: number;
  /** docs/statistics.md S8 (fixed horizon, α .05 two-sided, power .8), per arm. */
  requiredPerArm: number | null;
  /** The same power for the always-valid interval the verdict uses, at its share of α, per arm. */
  sequentialRequiredPerArm: number | null;
  /** N*: where the verdict's interval is tightest (both arms together), tuned from this plan. */
  tuning: number;
  /** Visitors per arm by which every variant's interval is narrow enough for a decisive line (see decisiveSampleSize). */
  decisivePerArm: number | null;
  /** Visitors in the smallest compared arm so far. */
  smallestArm: number;
  /** True once the smallest arm has `sequentialRequiredPerArm` visitors. */
  reached: boolean;
  /** Average new visitors per arm per day so far; null before a day has passed. */
  visitorsPerArmPerDay: number | null;
  /**
   * Days until the smallest arm reaches `sequentialRequiredPerArm` at that pace; once reached, until it reaches
   * `decisivePerArm` (0 once that is reached too).
   */
  daysToGo: number | null;
}

const POWER = 0.8;

/**
 * Visitors per arm so that a true difference of p2 − p1 makes the always-valid interval (at `alpha`,
 * the verdict's share of α) exclude 0 with probability `power`: the smallest n with
 * |p2 − p1| − halfWidth(n) ≥ z_power · SE(n), found by doubling and bisection.
 */
export function sequentialSampleSize(
  p1: number,
  p2: number,
  alpha: number,
  power = POWER,
  tuning = SEQUENTIAL_TUNING,
): number | null {
  if (!(p1 > 0 && p1 < 1 && p2 > 0 && p2 < 1) || p1 === p2) return null;
  const variance = p1 * (1 - p1) + p2 * (1 - p2);
  const zPower = normalQuantile(power);
  const enough = (n: number) => {
    const se = Math.sqrt(variance / n);
    return Math.abs(p2 - p1) - sequenceHalfWidth(se, 2 * n, alpha, tuning) >= zPower * se;
  };
  return smallestEnough(enough);
}

/**
 * Visitors per arm by which a challenger at rate near p1 must get a decisive line, whatever the data: the smallest
 * n with halfWidth(pB − pA) + halfWidth(pB − (1 + m)·pA) ≤ m·p1 (both at 2n visitors, variances at p1 and
 * p1(1 + m)). The two intervals then cannot hold both 0 and the planned lift: either the difference excludes 0
 * (win or loss) or the planned lift is ruled out. Null when there is no lift to plan for.
 */
export function decisiveSampleSize(p1: number, lift: number, alpha: number, tuning = SEQUENTIAL_TUNING): number | null {
  const p2 = p1 * (1 + lift);
  if (!(p1 > 0 && p1 < 1 && p2 > 0 && p2 < 1) || !(lift > 0)) return null;
  const differenceVariance = p1 * (1 - p1) + p2 * (1 - p2);
  const marginVariance = p2 * (1 - p2) + (1 + lift) ** 2 * p1 * (1 - p1);
  const enough = (n: number) =>
    sequenceHalfWidth(Math.sqrt(differenceVariance / n), 2 * n, alpha, tuning) +
      sequenceHalfWidth(Math.sqrt(marginVariance / n), 2 * n, alpha, tuning) <=
    lift * p1;
  return smallestEnough(enough);
}

/**
 * @param plan the run's plan, fixed when it started
 * @param control A's figures over the run (the forecast follows its rate once measured), when valid
 * @param armViews visitors so far in each compared arm (control and challengers with traffic)
 * @param daysObserved days the data covers (≥ 1 once the experiment has run a day)
 * @param alphaPerComparison the verdict's α share per challenger
 * @param tuning the verdict's N* (see tuningForPlan), fixed for the run
 */
export function planStatus(
  plan: ExperimentPlan,
  control: Arm | undefined,
  armViews: readonly number[],
  daysObserved: number | null,
  alphaPerComparison: number,
  tuning: number,
): PlanStatus {
  const forecast = forecastBaseline(plan, control);
  const targetRate = forecast.rate * (1 + plan.minimumDetectableEffect);
  const requiredPerArm = requiredSampleSize(forecast.rate, targetRate);
  const sequentialRequiredPerArm = sequentialSampleSize(forecast.rate, targetRate, alphaPerComparison, POWER, tuning);
  const decisivePerArm = decisiveSampleSize(forecast.rate, plan.minimumDetectableEffect, alphaPerComparison, tuning);
  const smallestArm = armViews.length > 0 ? Math.min(...armViews) : 0;
  const reached = sequentialRequiredPerArm !== null && smallestArm >= sequentialRequiredPerArm;
  const meanArm = armViews.length > 0 ? armViews.reduce((sum, views) => sum + views, 0) / armViews.length : 0;
  const visitorsPerArmPerDay =
    daysObserved !== null && daysObserved >= 1 && meanArm > 0 ? meanArm / daysObserved : null;
  const goal = reached ? decisivePerArm : sequentialRequiredPerArm;
  let daysToGo: number | null = null;
  if (goal !== null && visitorsPerArmPerDay !== null) {
    daysToGo = Math.max(0, Math.ceil((goal - smallestArm) / visitorsPerArmPerDay));
  }
  return {
    baselineRate: plan.baselineRate,
    minimumDetectableEffect: plan.minimumDetectableEffect,
    forecast,
    targetRate,
    requiredPerArm,
    sequentialRequiredPerArm,
    tuning,
    decisivePerArm,
    smallestArm,
    reached,
    visitorsPerArmPerDay,
    daysToGo,
  };
}

/**
 * The smallest n ≥ 1 for which `enough(n)` holds, `enough` being false below some n and true from it on: doubling
 * finds a bound, bisection the edge. Null past 10¹² (no sample size would do).
 */
function smallestEnough(enough: (n: number) => boolean): number | null {
  let high = 1;
  while (!enough(high)) {
    high *= 2;
    if (high > 1e12) return null;
  }
  let low = Math.floor(high / 2);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (enough(middle)) high = middle;
    else low = middle;
  }
  return high;
}
