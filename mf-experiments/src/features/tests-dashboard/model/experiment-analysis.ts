import { probabilityBest, probabilityToBeatControl } from './beta-comparison';
import { holmAdjust } from './p-value-adjustment';
import type { DashboardExperiment, DashboardVariant } from './parse-ab-stats-response';
import { requiredSampleSize } from './required-sample-size';
import { type SrmCheck, srmCheck } from './srm-check';
import { type TwoProportionTest, twoProportionTest } from './two-proportion-test';
import { bestVariantKey, CONTROL_KEY, versusControl } from './variant-metrics';
import { type Interval, wilsonInterval } from './wilson-interval';

/**
 * The statistics beside the spec's columns (EXPERIMENTS.md sections 2 and 3): a Wilson interval per
 * rate, a z-test against the control with Holm-adjusted p-values, P(beat control), P(best), an SRM
 * check against the configured weights, and a verdict that names no winner before the minimum data.
 */

/** Minimum-data guard: every arm needs this many users and converters before any verdict. */
export const MIN_USERS_PER_ARM = 50;
export const MIN_CONVERTERS_PER_ARM = 5;
/** Verdicts stay hidden until the experiment has run this many days. */
export const MIN_DAYS_RUNNING = 7;
export const SIGNIFICANCE = 0.05;

export type Verdict =
  | 'Control'
  | 'Not enough data'
  | 'Running'
  | 'Significant win'
  | 'Significant loss'
  | 'Inconclusive';

export interface VariantAnalysis extends DashboardVariant {
  isControl: boolean;
  /** Spec: "vs. Control" in percent, null for a dash. */
  versusControl: number | null;
  isBest: boolean;
  rateInterval: Interval;
  test: TwoProportionTest | null;
  holmP: number | null;
  probabilityToBeatControl: number | null;
  probabilityBest: number | null;
  verdict: Verdict;
}

export interface ExperimentAnalysis {
  variants: VariantAnalysis[];
  srm: SrmCheck | null;
  enoughData: boolean;
  daysRunning: number | null;
  /** Visitors per arm needed to detect the best challenger's observed difference (α .05, power .8). */
  requiredPerArm: number | null;
}

const DAY_MS = 86_400_000;

function verdictFor(
  test: TwoProportionTest | null,
  holmP: number | null,
  gates: { enoughData: boolean; longEnough: boolean; srmOk: boolean },
): Verdict {
  if (!gates.enoughData || test === null || holmP === null) return 'Not enough data';
  if (!gates.longEnough) return 'Running';
  if (!gates.srmOk || holmP >= SIGNIFICANCE) return 'Inconclusive';
  if (test.differenceCi.lower > 0) return 'Significant win';
  if (test.differenceCi.upper < 0) return 'Significant loss';
  return 'Inconclusive';
}

/**
 * @param weights configured weight per variant key (the catalog's); arms configured but absent from the
 *   data count as 0 visitors for the SRM check.
 */
export function analyzeExperiment(
  experiment: DashboardExperiment,
  weights: Readonly<Record<string, number>>,
  now: number,
): ExperimentAnalysis {
  const { variants } = experiment;
  const control = variants.find((variant) => variant.key === CONTROL_KEY);
  const best = bestVariantKey(variants);
  const challengers = variants.filter((variant) => variant.key !== CONTROL_KEY);
  const tests = new Map<string, TwoProportionTest | null>(
    challengers.map((variant) => [variant.key, control ? twoProportionTest(control, variant) : null]),
  );
  const tested = challengers.filter((variant) => tests.get(variant.key));
  const adjusted = holmAdjust(tested.map((variant) => tests.get(variant.key)?.pValue ?? 1));
  const holm = new Map(tested.map((variant, index) => [variant.key, adjusted[index] ?? 1]));

  const configuredKeys =
    Object.keys(weights).length > 0 ? Object.keys(weights) : variants.map((variant) => variant.key);
  const keys = [...new Set([...configuredKeys, ...variants.map((variant) => variant.key)])].sort();
  const srm = srmCheck(
    keys.map((key) => variants.find((variant) => variant.key === key)?.views ?? 0),
    keys.map((key) => (Object.keys(weights).length > 0 ? (weights[key] ?? 0) : 1)),
  );

  const enoughData =
    variants.length >= 2 &&
    control !== undefined &&
    variants.every((variant) => variant.views >= MIN_USERS_PER_ARM && variant.conversions >= MIN_CONVERTERS_PER_ARM);
  const firstSeen = experiment.firstSeenAt ? Date.parse(experiment.firstSeenAt) : Number.NaN;
  const daysRunning = Number.isFinite(firstSeen) ? Math.max(0, Math.floor((now - firstSeen) / DAY_MS)) : null;
  const gates = {
    enoughData,
    longEnough: daysRunning !== null && daysRunning >= MIN_DAYS_RUNNING,
    srmOk: srm === null || srm.status !== 'mismatch',
  };
  const pBest = variants.some((variant) => variant.views > 0) ? probabilityBest(variants) : null;

  let requiredPerArm: number | null = null;
  const leader = challengers
    .filter((variant) => variant.views > 0)
    .sort((left, right) => right.conversions / right.views - left.conversions / left.views)[0];
  if (control && control.views > 0 && leader) {
    requiredPerArm = requiredSampleSize(control.conversions / control.views, leader.conversions / leader.views);
  }

  return {
    variants: variants.map((variant, index) => {
      const isControl = variant.key === CONTROL_KEY;
      const test = tests.get(variant.key) ?? null;
      const holmP = holm.get(variant.key) ?? null;
      return {
        ...variant,
        isControl,
        versusControl: versusControl(variant, control),
        isBest: variant.key === best,
        rateInterval: wilsonInterval(variant.conversions, variant.views),
        test,
        holmP,
        probabilityToBeatControl:
          !isControl && control && control.views > 0 && variant.views > 0
            ? probabilityToBeatControl(control, variant)
            : null,
        probabilityBest: pBest?.[index] ?? null,
        verdict: isControl ? 'Control' : verdictFor(test, holmP, gates),
      };
    }),
    srm,
    enoughData,
    daysRunning,
    requiredPerArm,
  };
}
