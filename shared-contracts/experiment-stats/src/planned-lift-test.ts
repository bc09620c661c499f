import { sequenceHalfWidth } from './sequential-test';
import type { Arm } from './two-proportion-test';

/**
 * Whether a challenger can still be the planned lift better than the control (docs/statistics.md S10): the
 * always-valid upper bound of pB − (1 + m)·pA, m the plan's relative lift, from the same confidence sequence as
 * the verdict (S9, same α share and N*) with the standard error of that weighted difference. Below 0, a lift of m
 * or more is ruled out, with the same promise as a win: a true lift of m is ruled out at some daily look in at most
 * α of experiments. Testing pB − (1 + m)·pA rather than comparing the difference's interval with m·p̂A counts the
 * noise of A's own rate; its bound is never below the shown interval's upper end minus m·p̂A, so the card never
 * says "ruled out" while the interval it shows still reaches the planned lift.
 */

export interface PlannedLiftTest {
  /** m·p̂A: the planned lift in points of conversion rate, at A's observed rate. */
  plannedDifference: number;
  /** Always-valid upper bound of pB − (1 + m)·pA. */
  upper: number;
  /** True when the upper bound is below 0: B is not m better than A. */
  ruledOut: boolean;
}

export function plannedLiftTest(
  control: Arm,
  variant: Arm,
  lift: number,
  alpha: number,
  tuning: number,
): PlannedLiftTest | null {
  if (control.views <= 0 || variant.views <= 0 || !(lift > 0)) return null;
  const pA = control.conversions / control.views;
  const pB = variant.conversions / variant.views;
  const weight = 1 + lift;
  const margin = pB - weight * pA;
  const standardError = Math.sqrt((pB * (1 - pB)) / variant.views + (weight * weight * pA * (1 - pA)) / control.views);
  // No spread (rates of 0 or 1): nothing can be ruled out from the data.
  const upper =
    standardError === 0
      ? Infinity
      : margin + sequenceHalfWidth(standardError, control.views + variant.views, alpha, tuning);
  return { plannedDifference: lift * pA, upper, ruledOut: upper < 0 };
}
