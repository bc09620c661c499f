import type { ExperimentPlan } from '@novavox/contracts-experiments';
import { SEQUENTIAL_TUNING, sequenceHalfWidth } from './sequential-test';
import { normalQuantile } from './special-functions';
import type { Arm } from './two-proportion-test';

/**
 * Where the always-valid interval is tightest, chosen from the experiment's plan instead of a fixed
 * N* = 5000: the N* (both arms together) that lets the planned lift be found with 80 % power on the fewest
 * visitors. A sequence tuned for 5000 visitors is needlessly wide at the hundreds of thousands a small lift
 * on a low rate needs. The plan's baseline is replaced by the control's observed rate (rounded to two
 * significant digits, so the tuning does not move with every visitor) once the control has enough
 * conversions to measure it: a plan written at 5 % for a page converting at 3 % would be tuned for the
 * wrong sample.
 */

export const PLANNED_POWER = 0.8;
/** Control conversions from which its observed rate replaces the planned baseline (rate known to ±20 %). */
export const BASELINE_FOLLOWS_AFTER_CONVERSIONS = 100;

export interface EffectivePlan extends ExperimentPlan {
  /** Where the baseline comes from: the plan as written, or the control's observed rate. */
  baselineSource: 'plan' | 'observed';
}

const roundToTwoDigits = (value: number) => Number(value.toPrecision(2));

/** The plan the verdict and the days to go use now (see BASELINE_FOLLOWS_AFTER_CONVERSIONS). */
export function effectivePlan(plan: ExperimentPlan, control: Arm | undefined): EffectivePlan {
  if (control && control.views > 0 && control.conversions >= BASELINE_FOLLOWS_AFTER_CONVERSIONS) {
    const observed = roundToTwoDigits(control.conversions / control.views);
    if (observed > 0 && observed < 1) return { ...plan, baselineRate: observed, baselineSource: 'observed' };
  }
  return { ...plan, baselineSource: 'plan' };
}

/**
 * The smallest real n per arm with |p2 − p1| − halfWidth(2n) ≥ z_power · SE(n), for a sequence tuned at
 * `tuning` (bisection on log n; the margin grows with n). Null when no n up to 10¹² is enough.
 */
export function continuousSampleSize(
  p1: number,
  p2: number,
  alpha: number,
  tuning: number,
  power = PLANNED_POWER,
): number | null {
  const variance = p1 * (1 - p1) + p2 * (1 - p2);
  const zPower = normalQuantile(power);
  const margin = (n: number) => {
    const se = Math.sqrt(variance / n);
    return Math.abs(p2 - p1) - sequenceHalfWidth(se, 2 * n, alpha, tuning) - zPower * se;
  };
  let high = 1;
  while (margin(high) < 0) {
    high *= 2;
    if (high > 1e12) return null;
  }
  let low = high / 2;
  while (high / low > 1 + 1e-10) {
    const middle = Math.sqrt(low * high);
    if (margin(middle) >= 0) high = middle;
    else low = middle;
  }
  return high;
}

const GOLDEN = (Math.sqrt(5) - 1) / 2;
const cache = new Map<string, number>();

/**
 * The N* minimising the visitors needed for the planned lift at `alpha` (golden-section search on log N*,
 * between 100 and 10¹⁰), rounded to a whole visitor. Falls back to SEQUENTIAL_TUNING when the plan has no
 * lift to detect. Memoised: the dashboard and the simulations ask for the same few plans over and over.
 */
export function tuningForPlan(plan: ExperimentPlan, alpha: number, power = PLANNED_POWER): number {
  const p1 = plan.baselineRate;
  const p2 = p1 * (1 + plan.minimumDetectableEffect);
  if (!(p1 > 0 && p1 < 1 && p2 > 0 && p2 < 1) || p1 === p2) return SEQUENTIAL_TUNING;
  const key = `${p1}|${p2}|${alpha}|${power}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const cost = (logTuning: number) => continuousSampleSize(p1, p2, alpha, Math.exp(logTuning), power) ?? Infinity;
  let low = Math.log(100);
  let high = Math.log(1e10);
  let left = high - GOLDEN * (high - low);
  let right = low + GOLDEN * (high - low);
  let costLeft = cost(left);
  let costRight = cost(right);
  while (high - low > 1e-6) {
    if (costLeft <= costRight) {
      high = right;
      right = left;
      costRight = costLeft;
      left = high - GOLDEN * (high - low);
      costLeft = cost(left);
    } else {
      low = left;
      left = right;
      costLeft = costRight;
      right = low + GOLDEN * (high - low);
      costRight = cost(right);
    }
  }
  const tuning = Math.round(Math.exp((low + high) / 2));
  cache.set(key, tuning);
  return tuning;
}
