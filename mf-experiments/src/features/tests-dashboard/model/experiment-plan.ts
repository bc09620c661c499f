import { requiredSampleSize } from './required-sample-size';
import { SEQUENTIAL_TUNING, sequenceHalfWidth } from './sequential-test';
import type { EffectivePlan } from './sequential-tuning';
import { normalQuantile } from './special-functions';

/**
 * Planning figures for an experiment, from its planned minimum detectable effect (set before it
 * starts, in the catalog) rather than from the observed difference: post-hoc power from the observed
 * difference only restates the p-value. How many visitors each arm needs, and how many more days that
 * takes at the traffic seen so far.
 */

export interface PlanStatus extends EffectivePlan {
  targetRate: number;
  /** docs/statistics.md S8 (fixed horizon, α .05 two-sided, power .8), per arm. */
  requiredPerArm: number | null;
  /** The same power for the always-valid interval the verdict uses, at its share of α, per arm. */
  sequentialRequiredPerArm: number | null;
  /** N*: where the verdict's interval is tightest (both arms together), tuned from this plan. */
  tuning: number;
  /** Visitors in the smallest compared arm so far. */
  smallestArm: number;
  /** Average new visitors per arm per day so far; null before a day has passed. */
  visitorsPerArmPerDay: number | null;
  /** Days until the smallest arm reaches `sequentialRequiredPerArm` at that pace (0 once reached). */
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

/**
 * @param plan the plan as the verdict uses it now (see effectivePlan)
 * @param armViews visitors so far in each compared arm (control and challengers with traffic)
 * @param daysObserved days the data covers (≥ 1 once the experiment has run a day)
 * @param alphaPerComparison the verdict's α share per challenger
 * @param tuning the verdict's N* (see tuningForPlan)
 */
export function planStatus(
  plan: EffectivePlan,
  armViews: readonly number[],
  daysObserved: number | null,
  alphaPerComparison: number,
  tuning: number,
): PlanStatus {
  const targetRate = plan.baselineRate * (1 + plan.minimumDetectableEffect);
  const requiredPerArm = requiredSampleSize(plan.baselineRate, targetRate);
  const sequentialRequiredPerArm = sequentialSampleSize(
    plan.baselineRate,
    targetRate,
    alphaPerComparison,
    POWER,
    tuning,
  );
  const smallestArm = armViews.length > 0 ? Math.min(...armViews) : 0;
  const meanArm = armViews.length > 0 ? armViews.reduce((sum, views) => sum + views, 0) / armViews.length : 0;
  const visitorsPerArmPerDay =
    daysObserved !== null && daysObserved >= 1 && meanArm > 0 ? meanArm / daysObserved : null;
  let daysToGo: number | null = null;
  if (sequentialRequiredPerArm !== null && visitorsPerArmPerDay !== null) {
    daysToGo = Math.max(0, Math.ceil((sequentialRequiredPerArm - smallestArm) / visitorsPerArmPerDay));
  }
  return {
    ...plan,
    targetRate,
    requiredPerArm,
    sequentialRequiredPerArm,
    tuning,
    smallestArm,
    visitorsPerArmPerDay,
    daysToGo,
  };
}
