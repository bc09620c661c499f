import { type Arm, unpooledStandardError } from './two-proportion-test';
import type { Interval } from './wilson-interval';

/**
 * Always-valid inference for the difference of two rates (docs/statistics.md S9): the asymptotic confidence
 * sequence of Waudby-Smith et al. (2023), as PostHog and GrowthBook ship it. Unlike a fixed-horizon
 * z-test, its interval and p-value stay valid however often the dashboard is read: the chance that the
 * interval ever excludes 0 under no true difference is at most α over the whole experiment.
 */

/** N*: the sample size (both arms together) the sequence is tightest at; docs/statistics.md uses 5000. */
export const SEQUENTIAL_TUNING = 5000;

export interface SequentialTest {
  /** pB − pA. */
  difference: number;
  /** Unpooled standard error of the difference. */
  standardError: number;
  /** Half-width of the always-valid interval at the level asked for. */
  halfWidth: number;
  interval: Interval;
  /** Always-valid p-value: the smallest α whose sequence excludes 0 now. */
  pValue: number;
  alpha: number;
}

/** ρ² of the sequence, tuned so that it is tightest at `tuning` observations. */
export function sequenceRhoSquared(alpha: number, tuning = SEQUENTIAL_TUNING): number {
  return (-2 * Math.log(alpha) + Math.log(1 - 2 * Math.log(alpha))) / tuning;
}

/** Half-width of the asymptotic CS with n = nA + nB observations and standard error `se` of the difference. */
export function sequenceHalfWidth(se: number, n: number, alpha: number, tuning = SEQUENTIAL_TUNING): number {
  const rho2 = sequenceRhoSquared(alpha, tuning);
  const spread = n * rho2 + 1;
  return Math.sqrt(se * se * n) * Math.sqrt((2 * spread * Math.log(Math.sqrt(spread) / alpha)) / (n * n * rho2));
}

/**
 * The always-valid test of `variant` against `control` at level `alpha` (split it yourself between
 * several challengers). Null without views in either arm.
 */
export function sequentialTest(
  control: Arm,
  variant: Arm,
  alpha = 0.05,
  tuning = SEQUENTIAL_TUNING,
): SequentialTest | null {
  if (control.views <= 0 || variant.views <= 0) return null;
  const pA = control.conversions / control.views;
  const pB = variant.conversions / variant.views;
  const difference = pB - pA;
  const standardError = unpooledStandardError(control, variant);
  const n = control.views + variant.views;
  if (standardError === 0) {
    // Both rates are 0 or 1: no spread to measure. Equal rates say nothing; different ones cannot be tested.
    return {
      difference,
      standardError,
      halfWidth: 0,
      interval: { lower: difference, upper: difference },
      pValue: 1,
      alpha,
    };
  }
  const halfWidth = sequenceHalfWidth(standardError, n, alpha, tuning);
  const rho2 = sequenceRhoSquared(alpha, tuning);
  const spread = n * rho2 + 1;
  const tSquared = (difference * difference * n) / (standardError * standardError);
  const pValue = Math.min(1, Math.sqrt(spread) * Math.exp((-rho2 * tSquared) / (2 * spread)));
  return {
    difference,
    standardError,
    halfWidth,
    interval: { lower: difference - halfWidth, upper: difference + halfWidth },
    pValue,
    alpha,
  };
}
