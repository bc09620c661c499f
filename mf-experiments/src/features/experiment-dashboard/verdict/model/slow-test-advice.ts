import { PLANNED_POWER, SIGNIFICANCE, sequentialSampleSize, tuningForPlan } from '@novavox/experiment-stats';
import type { ExperimentAnalysis } from '../../results/model/dashboard-analysis';

/** Past this many days to go, a test is not finishing in a sensible time and the card says what would help. */
export const SENSIBLE_DAYS = 60;

export interface SlowTestAdvice {
  /** Days to go as the test runs now. */
  days: number;
  /** Two arms (A and one challenger), the same total traffic: a new run from zero. Null with two arms already. */
  fewerArms: number | null;
  /** Twice the plan's minimum effect, the same arms and traffic: a new run from zero. */
  biggerEffect: number | null;
  /** Twice the traffic per arm, the same run. */
  moreTraffic: number;
}

/**
 * What would make a slow test finish, with the days each would take, from the run's own planner
 * (@novavox/experiment-stats: the visitors per arm its verdict needs for 80 % power at the plan's effect, and
 * the traffic so far). Null while the test can finish within SENSIBLE_DAYS, or its pace is not known yet.
 */
export function slowTestAdvice(analysis: ExperimentAnalysis): SlowTestAdvice | null {
  const { plan } = analysis;
  if (!plan || plan.daysToGo === null || plan.visitorsPerArmPerDay === null || plan.daysToGo <= SENSIBLE_DAYS)
    return null;
  const pace = plan.visitorsPerArmPerDay;
  const arms = analysis.variants.filter((variant) => variant.run !== null).length;
  const rate = plan.forecast.rate;
  const fromZero = (perArm: number | null, perArmPerDay: number) =>
    perArm === null || perArmPerDay <= 0 ? null : Math.ceil(perArm / perArmPerDay);

  // One comparison instead of several: the whole α for it, and the traffic of every arm split over two.
  const twoArmPlan = { baselineRate: plan.baselineRate, minimumDetectableEffect: plan.minimumDetectableEffect };
  const fewerArms =
    arms > 2
      ? fromZero(
          sequentialSampleSize(
            rate,
            rate * (1 + plan.minimumDetectableEffect),
            SIGNIFICANCE,
            PLANNED_POWER,
            tuningForPlan(twoArmPlan, SIGNIFICANCE),
          ),
          (pace * arms) / 2,
        )
      : null;

  const alpha = arms > 2 ? SIGNIFICANCE / (arms - 1) : SIGNIFICANCE;
  const doubled = plan.minimumDetectableEffect * 2;
  const biggerEffect = fromZero(
    sequentialSampleSize(
      rate,
      rate * (1 + doubled),
      alpha,
      PLANNED_POWER,
      tuningForPlan({ baselineRate: plan.baselineRate, minimumDetectableEffect: doubled }, alpha),
    ),
    pace,
  );

  return { days: plan.daysToGo, fewerArms, biggerEffect, moreTraffic: Math.ceil(plan.daysToGo / 2) };
}
