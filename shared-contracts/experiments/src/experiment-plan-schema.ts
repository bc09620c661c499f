import * as z from 'zod/mini';
import { NUMBER_TYPE_RULE } from './text-rules';

/**
 * An experiment run's plan as it is stored with the run and sent with its figures: the control's expected
 * conversion rate and the smallest relative lift worth finding. The dashboard tunes the verdict's interval from it
 * (docs/statistics.md S9), so it is fixed for a run: a new plan starts a new run.
 */

const rate = z.number({ error: NUMBER_TYPE_RULE }).check(
  z.refine((value) => Number.isFinite(value) && value > 0 && value < 1, {
    error: 'must be a rate between 0 and 1, both excluded (0.05 for 5 %)',
  }),
);
const lift = z.number({ error: NUMBER_TYPE_RULE }).check(
  z.refine((value) => Number.isFinite(value) && value > 0 && value <= 10, {
    error: 'must be a relative lift above 0 and at most 10 (0.1 for +10 %)',
  }),
);

export const experimentPlanSchema = z.object({ baselineRate: rate, minimumDetectableEffect: lift }).check(
  z.superRefine((plan, context) => {
    const { baselineRate, minimumDetectableEffect } = plan;
    // Only once both fields are valid on their own: one fault, one message.
    const valid = baselineRate > 0 && baselineRate < 1 && minimumDetectableEffect > 0 && minimumDetectableEffect <= 10;
    if (valid && baselineRate * (1 + minimumDetectableEffect) >= 1) {
      context.addIssue({
        code: 'custom',
        path: ['minimumDetectableEffect'],
        message: 'must keep the planned rate, baselineRate × (1 + minimumDetectableEffect), below 1',
        input: plan.minimumDetectableEffect,
      });
    }
  }),
);
