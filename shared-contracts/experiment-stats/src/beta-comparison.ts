import { integrate } from './adaptive-quadrature';
import { type BetaDistribution, betaDistribution } from './special-functions';
import type { Arm } from './two-proportion-test';

/**
 * Bayesian comparisons with a Beta(1, 1) prior (docs/statistics.md S5, S6): the posterior of a rate with c
 * conversions in n views is Beta(1 + c, 1 + n − c), fractional c included (a real-valued count, never
 * rounded). Every figure is one integral, P(arm i is best) = ∫ fᵢ(x) Πⱼ≠ᵢ Fⱼ(x) dx, computed the same
 * way from 1 view to 10⁸ (no switch to an approximation): adaptive Gauss–Kronrod over the range where
 * fᵢ has mass, split beforehand around every posterior's mean in units of its standard deviation, so a
 * narrow posterior beside a wide one is always resolved. Arms without views have no posterior and take
 * no part; conversions above views are bad data and are refused.
 */

export interface BetaPosterior {
  alpha: number;
  beta: number;
  mean: number;
  sd: number;
  distribution: BetaDistribution;
}

/** Standard deviations around each mean where the quadrature is split (the tails beyond 40 hold < e⁻⁴⁰). */
const SPLITS = [-40, -20, -12, -8, -5, -3, -2, -1, -0.5, 0, 0.5, 1, 2, 3, 5, 8, 12, 20, 40] as const;
const REACH = 40;

/** True when the arm's counts can be a rate: finite, views ≥ 0 and 0 ≤ conversions ≤ views. */
export function isValidArm({ views, conversions }: Arm): boolean {
  return Number.isFinite(views) && Number.isFinite(conversions) && conversions >= 0 && conversions <= views;
}

/** Beta(1 + c, 1 + n − c), or null for an arm without views. Throws on bad data (c > n). */
export function betaPosterior(arm: Arm): BetaPosterior | null {
  if (!isValidArm(arm)) throw new RangeError('Conversions must lie between 0 and the number of views');
  if (arm.views <= 0) return null;
  const alpha = 1 + arm.conversions;
  const beta = 1 + arm.views - arm.conversions;
  const total = alpha + beta;
  return {
    alpha,
    beta,
    mean: alpha / total,
    sd: Math.sqrt((alpha * beta) / (total * total * (total + 1))),
    distribution: betaDistribution(alpha, beta),
  };
}

function massRange({ mean, sd }: BetaPosterior): [number, number] {
  return [Math.max(0, mean - REACH * sd), Math.min(1, mean + REACH * sd)];
}

/** ∫ f_target(x) Π F_other(x) dx: the probability that `target` exceeds every one of `others`. */
function probabilityAbove(target: BetaPosterior, others: readonly BetaPosterior[]): number {
  if (others.length === 0) return 1;
  const [low, high] = massRange(target);
  const breakpoints = [target, ...others].flatMap(({ mean, sd }) => SPLITS.map((k) => mean + k * sd));
  const value = integrate(
    (x) => {
      let product = target.distribution.pdf(x);
      for (const other of others) {
        if (product === 0) break;
        product *= other.distribution.cdf(x);
      }
      return product;
    },
    low,
    high,
    breakpoints,
  );
  return Math.min(1, Math.max(0, value));
}

/** P(variant rate > control rate); null when either arm has no views. Throws on bad data. */
export function probabilityToBeatControl(control: Arm, variant: Arm): number | null {
  const a = betaPosterior(control);
  const b = betaPosterior(variant);
  if (a === null || b === null) return null;
  return probabilityAbove(b, [a]);
}

/**
 * P(each arm has the highest rate), in input order; null for arms without views, which do not change
 * the others' figures. A single arm with views is best with probability 1. Throws on bad data.
 */
export function probabilityBest(arms: readonly Arm[]): (number | null)[] {
  const posteriors = arms.map(betaPosterior);
  const present = posteriors.filter((posterior): posterior is BetaPosterior => posterior !== null);
  return posteriors.map((posterior) =>
    posterior === null
      ? null
      : probabilityAbove(
          posterior,
          present.filter((other) => other !== posterior),
        ),
  );
}
