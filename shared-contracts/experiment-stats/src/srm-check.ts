import { chiSquareSurvival } from './special-functions';

export type SrmStatus = 'ok' | 'warning' | 'mismatch';

export interface SrmCheck {
  /** χ² over the arms with a positive weight; null when fewer than two of them have visitors. */
  chiSquare: number | null;
  degreesOfFreedom: number | null;
  pValue: number | null;
  /** Indices of arms configured with weight 0 (switched off) that received visitors anyway. */
  unexpectedTraffic: number[];
  /** mismatch: p < 0.001 or any traffic in a zero-weight arm (red); warning: 0.001 ≤ p < 0.01 (yellow). */
  status: SrmStatus;
}

/** Below this p-value the split is called a mismatch (gbstats `check_srm`). */
export const SRM_THRESHOLD = 0.001;
export const SRM_WARNING = 0.01;

/**
 * Sample-ratio mismatch over every configured arm (docs/statistics.md S7): χ² of the observed visitors
 * against the configured weights, over the arms with weight > 0. An arm with weight 0 should get no
 * one, so a single visitor there is an alarm on its own (its expected count is 0, where χ² has no
 * finite value). Null when no arm has a visitor.
 */
export function srmCheck(observed: readonly number[], weights: readonly number[]): SrmCheck | null {
  const arms = observed.map((count, index) => ({ count, weight: Math.max(0, weights[index] ?? 0), index }));
  if (arms.every((arm) => arm.count <= 0)) return null;
  const unexpectedTraffic = arms.filter((arm) => arm.weight === 0 && arm.count > 0).map((arm) => arm.index);
  const active = arms.filter((arm) => arm.weight > 0);
  const total = active.reduce((sum, arm) => sum + arm.count, 0);
  const weightSum = active.reduce((sum, arm) => sum + arm.weight, 0);
  let chiSquare: number | null = null;
  let degreesOfFreedom: number | null = null;
  let pValue: number | null = null;
  if (active.length >= 2 && total > 0) {
    chiSquare = active.reduce((sum, arm) => {
      const expected = (total * arm.weight) / weightSum;
      return sum + (arm.count - expected) ** 2 / expected;
    }, 0);
    degreesOfFreedom = active.length - 1;
    pValue = chiSquareSurvival(chiSquare, degreesOfFreedom);
  }
  const status: SrmStatus =
    unexpectedTraffic.length > 0 || (pValue !== null && pValue < SRM_THRESHOLD)
      ? 'mismatch'
      : pValue !== null && pValue < SRM_WARNING
        ? 'warning'
        : 'ok';
  return { chiSquare, degreesOfFreedom, pValue, unexpectedTraffic, status };
}

/**
 * The visitors the least-weighted arm with weight > 0 is expected to get, eᵢ = N wᵢ / Σw over those arms (S7's
 * expected counts; N their visitors), or null without such an arm. The χ² test is read once this is large enough:
 * the card's badge at 5, the watch's alarm e-mail at 100 (docs/experiment-watch.md).
 */
export function smallestExpected(observed: readonly number[], weights: readonly number[]): number | null {
  const active = observed
    .map((count, index) => ({ count, weight: Math.max(0, weights[index] ?? 0) }))
    .filter((arm) => arm.weight > 0);
  if (active.length === 0) return null;
  const total = active.reduce((sum, arm) => sum + arm.count, 0);
  const weightSum = active.reduce((sum, arm) => sum + arm.weight, 0);
  return Math.min(...active.map((arm) => (total * arm.weight) / weightSum));
}

/** A verdict may be called unless the split raised an alarm (the dashboard and the simulations ask this). */
export function srmAllowsVerdict(srm: SrmCheck | null): boolean {
  return srm === null || srm.status !== 'mismatch';
}
