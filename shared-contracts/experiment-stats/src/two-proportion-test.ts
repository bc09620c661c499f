import { normalCdf } from './special-functions';
import { type Interval, Z_95 } from './wilson-interval';

export interface Arm {
  views: number;
  conversions: number;
}

export interface TwoProportionTest {
  pooledRate: number;
  /** Pooled standard error under H0. */
  standardError: number;
  z: number;
  /** Two-sided p-value; equals the 2×2 χ² test without Yates' correction. */
  pValue: number;
  /** pB − pA, with a CI from the unpooled standard error. */
  difference: number;
  differenceCi: Interval;
  /** (pB − pA) / pA with its delta-method standard error and CI; null when pA = 0. */
  lift: number | null;
  liftStandardError: number | null;
  liftCi: Interval | null;
}

/**
 * The standard error of pB − pA without pooling, √(pA(1−pA)/nA + pB(1−pB)/nB): the spread of the observed
 * difference, which the fixed-horizon interval (S2) and the always-valid sequence (S9) are both built on. Both arms need
 * visitors.
 */
export function unpooledStandardError(control: Arm, variant: Arm): number {
  const pA = control.conversions / control.views;
  const pB = variant.conversions / variant.views;
  return Math.sqrt((pA * (1 - pA)) / control.views + (pB * (1 - pB)) / variant.views);
}

/** Pooled two-proportion z-test of a variant against the control (docs/statistics.md S2, S3). */
export function twoProportionTest(control: Arm, variant: Arm, z = Z_95): TwoProportionTest | null {
  if (control.views <= 0 || variant.views <= 0) return null;
  const pA = control.conversions / control.views;
  const pB = variant.conversions / variant.views;
  const pooledRate = (control.conversions + variant.conversions) / (control.views + variant.views);
  const standardError = Math.sqrt(pooledRate * (1 - pooledRate) * (1 / control.views + 1 / variant.views));
  const difference = pB - pA;
  const statistic = standardError > 0 ? difference / standardError : 0;
  const pValue = standardError > 0 ? 2 * (1 - normalCdf(Math.abs(statistic))) : 1;
  const unpooled = unpooledStandardError(control, variant);
  let lift: number | null = null;
  let liftStandardError: number | null = null;
  let liftCi: Interval | null = null;
  if (pA > 0) {
    lift = difference / pA;
    liftStandardError = Math.sqrt(
      (pB * (1 - pB)) / (variant.views * pA ** 2) + (pB ** 2 * pA * (1 - pA)) / (control.views * pA ** 4),
    );
    liftCi = { lower: lift - z * liftStandardError, upper: lift + z * liftStandardError };
  }
  return {
    pooledRate,
    standardError,
    z: statistic,
    pValue,
    difference,
    differenceCi: { lower: difference - z * unpooled, upper: difference + z * unpooled },
    lift,
    liftStandardError,
    liftCi,
  };
}
