import { formatAlpha, formatCount, formatRatePercent } from '@novavox/contracts-api/experiment-watch';
import { formatMoment } from '@novavox/contracts-api/team';
import {
  type ExperimentId,
  type ExperimentWeights,
  experimentMetrics,
  type GuardrailMetricId,
  guardrailMetricIds,
  type VariantKey,
} from '@novavox/contracts-experiments';
import { SEQUENTIAL_TUNING, sequentialTest } from '@novavox/experiment-stats';
import type { FoundChange } from './alert-log';
import { differenceText } from './figure-text';
import type { RunArm } from './run-figures';
import type { WatchedRun } from './run-verdict';

/** The whole family of guardrail tests of a run may raise a false alarm with at most this chance. */
export const GUARDRAIL_ALPHA = 0.05;
/** N* of the guardrails' always-valid sequences (docs/statistics.md S11): fixed, so each run's guarantee holds. */
export const GUARDRAIL_TUNING = SEQUENTIAL_TUNING;
/** Minimum data before a guardrail may trip: each arm this many visitors, the control this many who did it. */
export const GUARDRAIL_MIN_VISITORS = 50;
export const GUARDRAIL_MIN_CONTROL_COUNT = 5;

export interface GuardrailTrip {
  variant: VariantKey;
  metric: GuardrailMetricId;
  /** The weights without the harmful arm. */
  weights: ExperimentWeights;
  /** The figures, in words, for the history's reason and the e-mail. */
  summary: string;
  change: FoundChange;
}

/**
 * The first guardrail a challenger of the run significantly harms, or null (docs/statistics.md S11): for each
 * challenger with weight and each guardrail metric, the always-valid sequence (S9) of its rate minus the control's,
 * at α = GUARDRAIL_ALPHA split over every challenger and guardrail (Bonferroni); harm when the whole interval lies
 * below 0. Only that side acts, so the chance of taking out a harmless arm at any look of the run is at most the
 * test's α (about half of it: the sequence is symmetric). The counts are visitors of the run who did what the metric counts.
 */
export function guardrailTrip(
  id: ExperimentId,
  run: WatchedRun,
  arms: readonly RunArm[],
  counted: ReadonlyMap<string, ReadonlyMap<string, number>>,
): GuardrailTrip | null {
  const control = arms.find((arm) => arm.key === 'A');
  if (!control || control.views < GUARDRAIL_MIN_VISITORS) return null;
  const challengers = arms.filter(
    (arm) => arm.key !== 'A' && (run.weights[arm.key as VariantKey] ?? 0) > 0 && arm.views > 0,
  );
  const tests = challengers.length * guardrailMetricIds.length;
  if (tests === 0) return null;
  const alpha = GUARDRAIL_ALPHA / tests;
  for (const metric of guardrailMetricIds) {
    const byArm = counted.get(metric);
    const controlCount = byArm?.get('A') ?? 0;
    if (controlCount < GUARDRAIL_MIN_CONTROL_COUNT) continue;
    for (const arm of challengers) {
      if (arm.views < GUARDRAIL_MIN_VISITORS) continue;
      const count = byArm?.get(arm.key) ?? 0;
      const test = sequentialTest(
        { views: control.views, conversions: controlCount },
        { views: arm.views, conversions: count },
        alpha,
        GUARDRAIL_TUNING,
      );
      if (!test || test.interval.upper >= 0) continue;
      const variant = arm.key as VariantKey;
      const name = experimentMetrics.find((candidate) => candidate.id === metric)?.name ?? metric;
      const counts = (did: number, of: number) =>
        `${formatRatePercent(did / of)} (${formatCount(did)}/${formatCount(of)})`;
      const summary = `${name}: ${variant} ${counts(count, arm.views)} vs A ${counts(controlCount, control.views)}, difference ${differenceText(
        test,
      )} at α ${formatAlpha(alpha)}`;
      const weights: ExperimentWeights = { ...run.weights, [variant]: 0 };
      return {
        variant,
        metric,
        weights,
        summary,
        change: {
          experimentId: id,
          runId: run.runId,
          key: `guardrail:${run.runId}:${variant}:${metric}`,
          kind: 'guardrail',
          subject: `${id}: ${variant} taken out, it lowers ${name.toLowerCase()}`,
          lines: [
            `Guardrail tripped in ${id}'s run since ${formatMoment(run.startedAt)}: ${summary}.`,
            `${variant}'s weight is now 0 (a new run begins with the other arms); its visitors see the other variants.`,
            `To put ${variant} back, change the weights on the dashboard (a person's change wins; it begins a new run).`,
          ],
        },
      };
    }
  }
  return null;
}
