import type { ExperimentPlan } from '@novavox/contracts-experiments';
import { SEQUENTIAL_TUNING, sequenceHalfWidth } from './sequential-test';
import { normalQuantile } from './special-functions';
import type { Arm } from './two-proportion-test';

/**
 * Where the always-valid interval is tightest, chosen from the run's plan instead of a fixed N* = 5000: the N*
 * (both arms together) that lets the planned lift be found with 80 % power on the fewest visitors. A sequence
 * tuned for 5000 visitors is needlessly wide at the hundreds of thousands a small lift on a low rate needs.
 * N* is fixed for a run: the plan (with the baseline known when the run started) travels with the run, and a new
 * plan starts a new run. The guarantee of the interval holds for one fixed N*; one re-tuned from the observed rate
 * as the data comes in calls more false winners (docs/statistics.md S9).
 *
 * Only the forecast of visitors and days to go follows A's observed rate (rounded to two significant digits)
 * once A has enough conversions to measure it: a plan written at 5 % for a page converting at 3 % would
 * otherwise promise the wrong number of days. The forecast moves no verdict.
 */

export const PLANNED_POWER = 0.8;
/** Control conversions from which its observed rate replaces the planned baseline in the forecast (±20 %). */
export const BASELINE_FOLLOWS_AFTER_CONVERSIONS = 100;

/** The rate the visitors needed are forecast at, and where it comes from. */
export interface ForecastBaseline {
  rate: number;
  source: 'plan' | 'observed';
}

const roundToTwoDigits = (value: number) => Number(value.toPrecision(2));

/** The forecast's baseline: A's observed rate once it has BASELINE_FOLLOWS_AFTER_CONVERSIONS, else the plan's. */
export function forecastBaseline(plan: ExperimentPlan, control: Arm | undefined): ForecastBaseline {
  if (control && control.views > 0 && control.conversions >= BASELINE_FOLLOWS_AFTER_CONVERSIONS) {
    const observed = roundToTwoDigits(control.conversions / control.views);
    if (observed > 0 && observed < 1 && observed * (1 + plan.minimumDetectableEffect) < 1)
      return { rate: observed, source: 'observed' };
  }
  return { rate: plan.baselineRate, source: 'plan' };
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
