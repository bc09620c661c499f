import { chiSquareSurvival } from './special-functions';

export type SrmStatus = 'ok' | 'warning' | 'mismatch';

export interface SrmCheck {
  chiSquare: number;
  degreesOfFreedom: number;
  pValue: number;
  /** mismatch: p < 0.001 (red); warning: 0.001 ≤ p < 0.01 (yellow), as gbstats check_srm. */
  status: SrmStatus;
}

/**
 * Sample-ratio mismatch: χ² of the observed visitors per arm against the configured weights
 * (EXPERIMENTS.md S7). Arms with weight 0 are left out; null when fewer than two arms or no visitors.
 */
export function srmCheck(observed: readonly number[], weights: readonly number[]): SrmCheck | null {
  const arms = observed.map((count, index) => ({ count, weight: weights[index] ?? 0 })).filter((arm) => arm.weight > 0);
  const total = arms.reduce((sum, arm) => sum + arm.count, 0);
  const weightSum = arms.reduce((sum, arm) => sum + arm.weight, 0);
  if (arms.length < 2 || total <= 0) return null;
  const chiSquare = arms.reduce((sum, arm) => {
    const expected = (total * arm.weight) / weightSum;
    return sum + (arm.count - expected) ** 2 / expected;
  }, 0);
  const degreesOfFreedom = arms.length - 1;
  const pValue = chiSquareSurvival(chiSquare, degreesOfFreedom);
  const status: SrmStatus = pValue < 0.001 ? 'mismatch' : pValue < 0.01 ? 'warning' : 'ok';
  return { chiSquare, degreesOfFreedom, pValue, status };
}
