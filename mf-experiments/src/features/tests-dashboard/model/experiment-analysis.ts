import { DEFAULT_EXPERIMENT_PLAN, type ExperimentPlan } from '@novavox/shared-contracts/experiments';
import { isValidArm, probabilityBest, probabilityToBeatControl } from './beta-comparison';
import { decideExperiment, type Verdict } from './experiment-decision';
import { type PlanStatus, planStatus } from './experiment-plan';
import type { DashboardExperiment, DashboardVariant } from './parse-ab-stats-response';
import type { SequentialTest } from './sequential-test';
import { type SrmCheck, srmCheck } from './srm-check';
import { bestVariantKey, CONTROL_KEY, versusControl } from './variant-metrics';
import { type Interval, wilsonInterval } from './wilson-interval';

/**
 * Everything the dashboard shows beside the spec's columns (EXPERIMENTS.md §§2–3): a Wilson interval
 * per rate; the always-valid comparison with the control and the verdict (experiment-decision.ts);
 * P(beat control) and P(best) from the Beta posteriors; an SRM check over every configured arm; the
 * plan's sample size and days to go; and alerts that ask for caution. Bad data (conversions above
 * views) is refused: none of these figures is computed for that experiment.
 */

export type { Verdict } from './experiment-decision';

export interface VariantAnalysis extends DashboardVariant {
  isControl: boolean;
  /** Spec: "vs. Control" in percent, null for a dash. */
  versusControl: number | null;
  isBest: boolean;
  /** Null without views or with bad data. */
  rateInterval: Interval | null;
  /** Always-valid comparison with the control at the verdict's share of α; null for the control. */
  sequential: SequentialTest | null;
  /** Always-valid p-value × comparisons (Bonferroni), capped at 1. */
  adjustedP: number | null;
  probabilityToBeatControl: number | null;
  probabilityBest: number | null;
  verdict: Verdict;
}

export interface ExperimentAlert {
  kind: 'large-uplift';
  variantKey: string;
  text: string;
}

export interface ExperimentAnalysis {
  variants: VariantAnalysis[];
  /** Keys of variants whose conversions exceed their views. */
  badData: string[];
  srm: SrmCheck | null;
  /** Keys of the arms the SRM check covered, in its order (configured arms plus any unknown ones). */
  srmKeys: string[];
  enoughData: boolean;
  daysRunning: number | null;
  comparisons: number;
  alphaPerComparison: number;
  plan: PlanStatus | null;
  alerts: ExperimentAlert[];
}

const DAY_MS = 86_400_000;
/** Uplifts above this, seen before the plan's sample size, are flagged (Twyman's law). */
export const LARGE_UPLIFT = 0.5;

function daysCovered(experiment: DashboardExperiment, daysRunning: number | null): number | null {
  const first = experiment.daily?.[0]?.date;
  const last = experiment.daily?.at(-1)?.date;
  if (first && last) return Math.round((Date.parse(last) - Date.parse(first)) / DAY_MS) + 1;
  return daysRunning === null ? null : Math.max(1, daysRunning);
}

function largeUpliftAlerts(
  variants: readonly DashboardVariant[],
  control: DashboardVariant | undefined,
  plan: PlanStatus | null,
): ExperimentAlert[] {
  if (!control || control.views <= 0 || control.conversions <= 0) return [];
  const controlRate = control.conversions / control.views;
  const needed = plan?.sequentialRequiredPerArm ?? null;
  return variants
    .filter((variant) => variant.key !== CONTROL_KEY && variant.views > 0)
    .flatMap((variant) => {
      const lift = (variant.conversions / variant.views - controlRate) / controlRate;
      const smallest = Math.min(variant.views, control.views);
      if (lift <= LARGE_UPLIFT || (needed !== null && smallest >= needed)) return [];
      const percent = Math.round(lift * 100);
      return [
        {
          kind: 'large-uplift' as const,
          variantKey: variant.key,
          text: `Variant ${variant.key} shows +${percent}% against the control on only ${smallest.toLocaleString('en-US')} visitors${
            needed === null ? '' : ` (the plan needs ${needed.toLocaleString('en-US')} per variant)`
          }. Lifts this large on little data usually shrink as data comes in: wait for the planned sample before acting.`,
        },
      ];
    });
}

/**
 * @param weights configured weight per variant key (the catalog's, 0 = switched off); an empty record
 *   (an experiment outside the catalog) means equal weights for the variants in the data.
 * @param plan the experiment's planned baseline and minimum detectable effect
 */
export function analyzeExperiment(
  experiment: DashboardExperiment,
  weights: Readonly<Record<string, number>>,
  now: number,
  plan: ExperimentPlan = DEFAULT_EXPERIMENT_PLAN,
): ExperimentAnalysis {
  const { variants } = experiment;
  const control = variants.find((variant) => variant.key === CONTROL_KEY);
  const best = bestVariantKey(variants);
  const badData = variants.filter((variant) => !isValidArm(variant)).map((variant) => variant.key);

  const configured = Object.keys(weights).length > 0;
  const srmKeys = [
    ...new Set([...(configured ? Object.keys(weights) : []), ...variants.map((variant) => variant.key)]),
  ].sort();
  const srm = srmCheck(
    srmKeys.map((key) => variants.find((variant) => variant.key === key)?.views ?? 0),
    srmKeys.map((key) => (configured ? (weights[key] ?? 0) : 1)),
  );

  const firstSeen = experiment.firstSeenAt ? Date.parse(experiment.firstSeenAt) : Number.NaN;
  const daysRunning = Number.isFinite(firstSeen) ? Math.max(0, Math.floor((now - firstSeen) / DAY_MS)) : null;
  const decision = decideExperiment(variants, { daysRunning, srmOk: srm === null || srm.status !== 'mismatch' });
  const valid = badData.length === 0;

  // The plan's pace is that of the arms meant to get traffic (positive weight), visited or not yet.
  const plannedViews = srmKeys
    .filter((key) => (configured ? (weights[key] ?? 0) > 0 : true))
    .map((key) => variants.find((variant) => variant.key === key)?.views ?? 0);
  const status = valid
    ? planStatus(plan, plannedViews, daysCovered(experiment, daysRunning), decision.alphaPerComparison)
    : null;
  const pBest = valid ? probabilityBest(variants) : variants.map(() => null);

  return {
    variants: variants.map((variant, index) => {
      const isControl = variant.key === CONTROL_KEY;
      const decided = decision.verdicts.get(variant.key);
      return {
        ...variant,
        isControl,
        versusControl: versusControl(variant, control),
        isBest: variant.key === best,
        rateInterval: valid && variant.views > 0 ? wilsonInterval(variant.conversions, variant.views) : null,
        sequential: decided?.test ?? null,
        adjustedP: decided?.adjustedP ?? null,
        probabilityToBeatControl: valid && !isControl && control ? probabilityToBeatControl(control, variant) : null,
        probabilityBest: pBest[index] ?? null,
        verdict: isControl ? 'Control' : (decided?.verdict ?? 'Not enough data'),
      };
    }),
    badData,
    srm,
    srmKeys,
    enoughData: decision.enoughData,
    daysRunning,
    comparisons: decision.comparisons,
    alphaPerComparison: decision.alphaPerComparison,
    plan: status,
    alerts: valid ? largeUpliftAlerts(variants, control, status) : [],
  };
}
