import { betaCdf, betaPdf, logBeta, normalCdf } from './special-functions';
import type { Arm } from './two-proportion-test';

/**
 * Bayesian comparisons with a Beta(1, 1) prior (EXPERIMENTS.md S5, S6): the posterior of a rate with c
 * conversions in n views is Beta(1 + c, 1 + n − c). Fractional conversions are rounded for the exact sum.
 */
const EXACT_LIMIT = 10_000;

function posterior(arm: Arm): { alpha: number; beta: number } {
  const conversions = Math.max(0, Math.min(arm.views, arm.conversions));
  return { alpha: 1 + conversions, beta: 1 + arm.views - conversions };
}

/** P(variant rate > control rate) by the normal approximation of both Beta posteriors. */
export function probabilityToBeatNormal(control: Arm, variant: Arm): number {
  const moments = (arm: Arm) => {
    const { alpha, beta } = posterior(arm);
    const total = alpha + beta;
    return { mean: alpha / total, variance: (alpha * beta) / (total * total * (total + 1)) };
  };
  const a = moments(control);
  const b = moments(variant);
  return normalCdf((b.mean - a.mean) / Math.sqrt(a.variance + b.variance));
}

/** P(variant rate > control rate), exact (Evan Miller's sum) up to 10⁴ conversions, else normal. */
export function probabilityToBeatControl(control: Arm, variant: Arm): number {
  const a = posterior({ views: Math.round(control.views), conversions: Math.round(control.conversions) });
  const b = posterior({ views: Math.round(variant.views), conversions: Math.round(variant.conversions) });
  if (b.alpha - 1 > EXACT_LIMIT) return probabilityToBeatNormal(control, variant);
  const constant = logBeta(a.alpha, a.beta);
  let total = 0;
  for (let i = 0; i < b.alpha; i++) {
    total += Math.exp(logBeta(a.alpha + i, a.beta + b.beta) - Math.log(b.beta + i) - logBeta(1 + i, b.beta) - constant);
  }
  return Math.min(1, Math.max(0, total));
}

/**
 * P(each arm has the highest rate) = ∫ fᵢ(x) Πⱼ≠ᵢ Fⱼ(x) dx, by composite Simpson quadrature over the
 * region where the posteriors have mass.
 */
export function probabilityBest(arms: readonly Arm[], intervals = 4000): number[] {
  if (arms.length === 0) return [];
  if (arms.length === 1) return [1];
  const posteriors = arms.map(posterior);
  let low = 1;
  let high = 0;
  for (const { alpha, beta } of posteriors) {
    const total = alpha + beta;
    const mean = alpha / total;
    const sd = Math.sqrt((alpha * beta) / (total * total * (total + 1)));
    low = Math.min(low, mean - 12 * sd);
    high = Math.max(high, mean + 12 * sd);
  }
  low = Math.max(0, low);
  high = Math.min(1, high);
  const steps = intervals % 2 === 0 ? intervals : intervals + 1;
  const width = (high - low) / steps;
  const sums = new Array<number>(arms.length).fill(0);
  for (let step = 0; step <= steps; step++) {
    const x = low + step * width;
    const weight = step === 0 || step === steps ? 1 : step % 2 === 1 ? 4 : 2;
    const cdfs = posteriors.map(({ alpha, beta }) => betaCdf(x, alpha, beta));
    posteriors.forEach(({ alpha, beta }, index) => {
      let product = betaPdf(x, alpha, beta);
      cdfs.forEach((cdf, other) => {
        if (other !== index) product *= cdf;
      });
      sums[index] = (sums[index] ?? 0) + weight * product;
    });
  }
  const raw = sums.map((sum) => (sum * width) / 3);
  const total = raw.reduce((sum, value) => sum + value, 0);
  return total > 0 ? raw.map((value) => value / total) : arms.map(() => 1 / arms.length);
}
