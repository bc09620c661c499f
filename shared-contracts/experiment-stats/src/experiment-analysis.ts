import { DEFAULT_EXPERIMENT_PLAN, type ExperimentPlan } from '@novavox/contracts-experiments';
import { DAY_MS } from '@novavox/contracts-experiments/time-units';
import { isValidArm, probabilityBest, probabilityToBeatControl } from './beta-comparison';
import {
  type DecisionArm,
  type DecisiveLine,
  decideExperiment,
  decisiveLine,
  declaresAWinner,
  type Verdict,
} from './experiment-decision';
import { type PlanStatus, planStatus } from './experiment-plan';
import type { PlannedLiftTest } from './planned-lift-test';
import type { SequentialTest } from './sequential-test';
import { type SrmCheck, srmAllowsVerdict, srmCheck } from './srm-check';
import { bestVariantKey, CONTROL_KEY, type VariantCounts, versusControl } from './variant-metrics';
import { type Interval, wilsonInterval } from './wilson-interval';

/**
 * Everything the dashboard shows beside the required columns (docs/requirements.md §2; docs/statistics.md §§2–3),
 * in two parts kept apart:
 * - the date range, for exploring: the required columns, a Wilson interval per rate, the charts;
 * - the verdict, from the experiment's whole run since it started (the `run` of the stats answer), never
 *   from the range: the always-valid comparison with the control (experiment-decision.ts), an SRM check over
 *   every configured arm, the plan's sample size and days to go, P(beat control) and P(best) (held back until
 *   the verdict makes a call: read daily they point at a winner far more often than there is one), alerts.
 * Bad data (conversions above views) is refused: none of the statistics is computed for that experiment.
 */

export type { Verdict } from './experiment-decision';

/**
 * What the analysis reads of an experiment: its variants over the date range (any shape with a key and counts,
 * kept as given in the result) and its run, as the stats answer sends them (@novavox/contracts-api/ab-stats).
 */
export interface AnalysisRun {
  startedAt: string;
  /** First and last UTC day (YYYY-MM-DD) of the run's figures. */
  from: string;
  to: string;
  variants: DecisionArm[];
  plan?: ExperimentPlan | undefined;
}

export interface AnalysisInput<V extends VariantCounts> {
  variants: readonly V[];
  /** Null: the experiment has not started; undefined: the source sent no run (no verdict is called). */
  run?: AnalysisRun | null | undefined;
}

export type VariantAnalysis<V extends VariantCounts = VariantCounts> = V & VariantStatistics;

export interface VariantStatistics {
  isControl: boolean;
  /** "vs. Control" (docs/requirements.md §4) in percent over the range, null for a dash. */
  versusControl: number | null;
  isBest: boolean;
  /** Over the range; null without views or with bad data. */
  rateInterval: Interval | null;
  /** This variant's figures in the run since the start; null when there is no run. */
  run: { views: number; conversions: number } | null;
  /** Always-valid comparison with the control over the run, at the verdict's share of α; null for the control. */
  sequential: SequentialTest | null;
  /** Always-valid p-value × comparisons (Bonferroni), capped at 1. */
  adjustedP: number | null;
  /** Whether the run rules out the plan's lift for this challenger (planned-lift-test.ts); null for the control. */
  plannedLift: PlannedLiftTest | null;
  /** Over the run; null while held back (see `probabilitiesHeldBack`), without views or with bad data. */
  probabilityToBeatControl: number | null;
  probabilityBest: number | null;
  verdict: Verdict;
}

export interface ExperimentAlert {
  kind: 'large-uplift';
  variantKey: string;
  text: string;
}

/** sent: the run's figures are there; not-started: the experiment has no run; not-sent: the source sent none. */
export type RunStatus = 'sent' | 'not-started' | 'not-sent';

export interface ExperimentAnalysis<V extends VariantCounts = VariantCounts> {
  variants: VariantAnalysis<V>[];
  runStatus: RunStatus;
  /** ISO date-time the run started, when there is one. */
  runStartedAt: string | null;
  /** Keys of variants whose conversions exceed their views (in the range or the run). */
  badData: string[];
  /** Over the run (the verdict's population), else over the range. */
  srm: SrmCheck | null;
  /** Keys of the arms the SRM check covered, in its order (configured arms plus any unknown ones). */
  srmKeys: string[];
  enoughData: boolean;
  /** Whole days since the run started. */
  daysRunning: number | null;
  comparisons: number;
  alphaPerComparison: number;
  plan: PlanStatus | null;
  /** Where the run's plan came from: sent with the run (fixed when it started), or the catalog's (a source without plans). */
  planSource: 'run' | 'catalog';
  /** The decisive line of the verdict (experiment-decision.ts), null while it says keep running or there is no run. */
  line: DecisiveLine;
  /** True when some challenger is a significant win or loss: only then are the probabilities shown. */
  callMade: boolean;
  probabilitiesHeldBack: boolean;
  alerts: ExperimentAlert[];
}

/** Uplifts above this, seen before the plan's sample size, are flagged (Twyman's law). */
export const LARGE_UPLIFT = 0.5;

function largeUpliftAlerts(arms: readonly DecisionArm[], plan: PlanStatus | null): ExperimentAlert[] {
  const control = arms.find((arm) => arm.key === CONTROL_KEY);
  if (!control || control.views <= 0 || control.conversions <= 0) return [];
  const controlRate = control.conversions / control.views;
  const needed = plan?.sequentialRequiredPerArm ?? null;
  return arms
    .filter((arm) => arm.key !== CONTROL_KEY && arm.views > 0)
    .flatMap((arm) => {
      const lift = (arm.conversions / arm.views - controlRate) / controlRate;
      const smallest = Math.min(arm.views, control.views);
      if (lift <= LARGE_UPLIFT || (needed !== null && smallest >= needed)) return [];
      const percent = Math.round(lift * 100);
      return [
        {
          kind: 'large-uplift' as const,
          variantKey: arm.key,
          text: `Variant ${arm.key} shows +${percent}% against the control on only ${smallest.toLocaleString('en-US')} visitors${
            needed === null ? '' : ` (the plan needs ${needed.toLocaleString('en-US')} per variant)`
          }. Lifts this large on little data usually shrink as data comes in: wait for the planned sample before acting.`,
        },
      ];
    });
}

/**
 * @param weights configured weight per variant key (the catalog's, 0 = switched off); an empty record
 *   (an experiment outside the catalog) means equal weights for the variants in the data.
 * @param plan the catalog's plan, used only when the run arrives without its own (`run.plan`, fixed at its start)
 */
export function analyzeExperiment<V extends VariantCounts>(
  experiment: AnalysisInput<V>,
  weights: Readonly<Record<string, number>>,
  now: number,
  plan: ExperimentPlan = DEFAULT_EXPERIMENT_PLAN,
): ExperimentAnalysis<V> {
  const { variants } = experiment;
  const control = variants.find((variant) => variant.key === CONTROL_KEY);
  const best = bestVariantKey(variants);
  const run = experiment.run ?? null;
  const runStatus: RunStatus = experiment.run === undefined ? 'not-sent' : run === null ? 'not-started' : 'sent';
  // The verdict's arms: the run's figures, one per variant the card lists, in letter order (the schema says so).
  const runArms: DecisionArm[] = run ? run.variants : [];
  const badData = [
    ...new Set([...variants, ...runArms].filter((arm) => !isValidArm(arm)).map((arm) => arm.key)),
  ].sort();
  const valid = badData.length === 0;

  const configured = Object.keys(weights).length > 0;
  const checked = run ? runArms : variants;
  const srmKeys = [...new Set([...(configured ? Object.keys(weights) : []), ...checked.map((arm) => arm.key)])].sort();
  const srm = srmCheck(
    srmKeys.map((key) => checked.find((arm) => arm.key === key)?.views ?? 0),
    srmKeys.map((key) => (configured ? (weights[key] ?? 0) : 1)),
  );

  const started = run ? Date.parse(run.startedAt) : Number.NaN;
  const daysRunning = Number.isFinite(started) ? Math.max(0, Math.floor((now - started) / DAY_MS)) : null;
  const runPlan = run?.plan ?? plan;
  const decision = decideExperiment(runArms, { daysRunning, srmOk: srmAllowsVerdict(srm), plan: runPlan });
  const callMade = run !== null && declaresAWinner(decision);

  // The plan's pace is that of the arms meant to get traffic (positive weight), visited or not yet.
  const plannedViews = srmKeys
    .filter((key) => (configured ? (weights[key] ?? 0) > 0 : true))
    .map((key) => runArms.find((arm) => arm.key === key)?.views ?? 0);
  const daysObserved = run ? Math.round((Date.parse(run.to) - Date.parse(run.from)) / DAY_MS) + 1 : null;
  const runControl = runArms.find((arm) => arm.key === CONTROL_KEY);
  const status =
    valid && run
      ? planStatus(decision.plan, runControl, plannedViews, daysObserved, decision.alphaPerComparison, decision.tuning)
      : null;
  const pBest = valid && callMade ? probabilityBest(runArms) : runArms.map(() => null);

  return {
    variants: variants.map((variant) => {
      const isControl = variant.key === CONTROL_KEY;
      const decided = decision.verdicts.get(variant.key);
      const runIndex = runArms.findIndex((arm) => arm.key === variant.key);
      const runArm = runArms[runIndex];
      return {
        ...variant,
        isControl,
        versusControl: versusControl(variant, control),
        isBest: variant.key === best,
        rateInterval: valid && variant.views > 0 ? wilsonInterval(variant.conversions, variant.views) : null,
        run: runArm ? { views: runArm.views, conversions: runArm.conversions } : null,
        sequential: decided?.test ?? null,
        adjustedP: decided?.adjustedP ?? null,
        plannedLift: decided?.plannedLift ?? null,
        probabilityToBeatControl:
          valid && callMade && !isControl && runControl && runArm ? probabilityToBeatControl(runControl, runArm) : null,
        probabilityBest: pBest[runIndex] ?? null,
        verdict: isControl
          ? 'Control'
          : !valid
            ? 'Bad data'
            : run
              ? (decided?.verdict ?? 'Not enough data')
              : runStatus === 'not-started'
                ? 'Not started'
                : 'Run unknown',
      };
    }),
    runStatus,
    runStartedAt: run?.startedAt ?? null,
    badData,
    srm,
    srmKeys,
    enoughData: decision.enoughData,
    daysRunning,
    comparisons: decision.comparisons,
    alphaPerComparison: decision.alphaPerComparison,
    plan: status,
    planSource: run?.plan ? 'run' : 'catalog',
    line: valid && run ? decisiveLine(decision) : null,
    callMade,
    probabilitiesHeldBack: valid && run !== null && !callMade,
    alerts: valid ? largeUpliftAlerts(runArms, status) : [],
  };
}
