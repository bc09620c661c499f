import { DEFAULT_EXPERIMENT_PLAN, type ExperimentPlan } from '@novavox/contracts-experiments';
import { isValidArm } from './beta-comparison';
import { type PlannedLiftTest, plannedLiftTest } from './planned-lift-test';
import { type SequentialTest, sequentialTest } from './sequential-test';
import { tuningForPlan } from './sequential-tuning';
import { CONTROL_KEY } from './variant-metrics';

/**
 * The verdict rule of the dashboard (docs/statistics.md §3), one function for the page and for the A/A
 * simulation (scripts/simulate-aa.ts), so the simulation measures exactly what the page does.
 *
 * Each challenger with views is compared with the control by an always-valid confidence sequence (S9)
 * at α split equally between the challengers (Bonferroni): the interval shown and the p-value agree,
 * and the chance of any false winner stays ≤ α however often the page is read. A winner (or loser)
 * also needs every compared arm past the minimum data, the minimum duration and no sample-ratio alarm.
 * The arms are the whole run since the experiment started: a moving window read daily is not a growing
 * sample, and the guarantee holds only for a growing one. The interval is tuned from the run's plan
 * (sequential-tuning.ts), which is fixed when the run starts: N* never moves with the data.
 * `decisiveLine` then picks what the card tells the marketer to do (Ship, Stop and keep A, No meaningful
 * difference); the simulations obey the same function.
 */

export const SIGNIFICANCE = 0.05;
/** Minimum-data guard: every compared arm needs this many users and converters before any verdict. */
export const MIN_USERS_PER_ARM = 50;
export const MIN_CONVERTERS_PER_ARM = 5;
/** Verdicts stay hidden until the experiment has run this many days (weekday effects, novelty). */
export const MIN_DAYS_RUNNING = 7;

export type Verdict =
  | 'Control'
  | 'Not started'
  | 'Run unknown'
  | 'Bad data'
  | 'No views'
  | 'Not enough data'
  | 'Running'
  | 'Significant win'
  | 'Significant loss'
  | 'Inconclusive';

export interface DecisionArm {
  key: string;
  views: number;
  conversions: number;
}

export interface ChallengerDecision {
  test: SequentialTest | null;
  /** Always-valid p-value × number of comparisons, capped at 1 (Bonferroni). */
  adjustedP: number | null;
  verdict: Verdict;
  /** Whether the challenger can still be the plan's lift better than A (planned-lift-test.ts). */
  plannedLift: PlannedLiftTest | null;
  /** True when a verdict may be read (minimum data and duration, healthy sample ratio) and the planned lift is ruled out. */
  liftRuledOut: boolean;
}

export interface ExperimentDecision {
  /** Arms whose conversions exceed their views (or are not counts): nothing is computed then. */
  badData: string[];
  enoughData: boolean;
  /** Challengers with views, each tested at α / comparisons. */
  comparisons: number;
  alphaPerComparison: number;
  /** The run's plan, fixed when it started. */
  plan: ExperimentPlan;
  /** N* of the always-valid interval, tuned from `plan` and α per comparison: fixed for the run. */
  tuning: number;
  verdicts: Map<string, ChallengerDecision>;
}

export interface DecisionContext {
  daysRunning: number | null;
  /** False when the sample-ratio check raised an alarm. */
  srmOk: boolean;
  /** Overrides MIN_DAYS_RUNNING (the A/A simulation measures the rule with and without it). */
  minDaysRunning?: number;
  /** The run's plan, fixed when it started (the api sends it with the run); the default plan when absent. */
  plan?: ExperimentPlan;
}

export function decideExperiment(arms: readonly DecisionArm[], context: DecisionContext): ExperimentDecision {
  const badData = arms.filter((arm) => !isValidArm(arm)).map((arm) => arm.key);
  const control = arms.find((arm) => arm.key === CONTROL_KEY);
  const compared = arms.filter((arm) => arm.key !== CONTROL_KEY && arm.views > 0);
  const comparisons = compared.length;
  const alphaPerComparison = comparisons > 0 ? SIGNIFICANCE / comparisons : SIGNIFICANCE;
  const plan = context.plan ?? DEFAULT_EXPERIMENT_PLAN;
  const tuning = tuningForPlan(plan, alphaPerComparison);
  const verdicts = new Map<string, ChallengerDecision>();
  const blank = (verdict: Verdict): ChallengerDecision => ({
    test: null,
    adjustedP: null,
    verdict,
    plannedLift: null,
    liftRuledOut: false,
  });

  if (badData.length > 0 || !control) {
    for (const arm of arms)
      if (arm.key !== CONTROL_KEY) verdicts.set(arm.key, blank(badData.length > 0 ? 'Bad data' : 'Not enough data'));
    return { badData, enoughData: false, comparisons, alphaPerComparison, plan, tuning, verdicts };
  }

  const enoughData =
    comparisons > 0 &&
    [control, ...compared].every((arm) => arm.views >= MIN_USERS_PER_ARM && arm.conversions >= MIN_CONVERTERS_PER_ARM);
  const longEnough =
    context.daysRunning !== null && context.daysRunning >= (context.minDaysRunning ?? MIN_DAYS_RUNNING);

  for (const arm of arms) {
    if (arm.key === CONTROL_KEY) continue;
    if (arm.views <= 0) {
      verdicts.set(arm.key, blank('No views'));
      continue;
    }
    const test = sequentialTest(control, arm, alphaPerComparison, tuning);
    const adjustedP = test ? Math.min(1, test.pValue * comparisons) : null;
    let verdict: Verdict;
    if (!enoughData || test === null || adjustedP === null) verdict = 'Not enough data';
    else if (!longEnough) verdict = 'Running';
    else if (!context.srmOk || adjustedP >= SIGNIFICANCE) verdict = 'Inconclusive';
    else if (test.interval.lower > 0) verdict = 'Significant win';
    else if (test.interval.upper < 0) verdict = 'Significant loss';
    else verdict = 'Inconclusive';
    const plannedLift = plannedLiftTest(control, arm, plan.minimumDetectableEffect, alphaPerComparison, tuning);
    const readable = enoughData && longEnough && context.srmOk && test !== null;
    verdicts.set(arm.key, { test, adjustedP, verdict, plannedLift, liftRuledOut: readable && !!plannedLift?.ruledOut });
  }
  return { badData, enoughData, comparisons, alphaPerComparison, plan, tuning, verdicts };
}

/** True when any challenger is declared a significant winner or loser (either is a call to act). */
export function declaresAWinner(decision: ExperimentDecision): boolean {
  for (const { verdict } of decision.verdicts.values()) {
    if (verdict === 'Significant win' || verdict === 'Significant loss') return true;
  }
  return false;
}

/**
 * The first line of a card that tells the marketer to stop (docs/statistics.md §3), or null to keep running:
 * - ship: the challenger whose interval lies highest among the significant winners;
 * - stop-keep-control: every compared challenger is a significant loss;
 * - no-difference: every compared challenger has the planned lift ruled out (never merely because the run reached
 *   the plan's sample size: then the interval can still hold the planned lift, and stopping would drop a real
 *   winner in about one run in seven).
 */
export type DecisiveLine =
  | { kind: 'ship'; variant: string }
  | { kind: 'stop-keep-control' }
  | { kind: 'no-difference' }
  | null;

export function decisiveLine(decision: ExperimentDecision): DecisiveLine {
  let best: { key: string; lower: number } | null = null;
  const compared: ChallengerDecision[] = [];
  for (const [key, challenger] of decision.verdicts) {
    if (challenger.test === null) continue;
    compared.push(challenger);
    const lower = challenger.test.interval.lower;
    if (challenger.verdict === 'Significant win' && (best === null || lower > best.lower)) best = { key, lower };
  }
  if (best !== null) return { kind: 'ship', variant: best.key };
  if (compared.length === 0) return null;
  if (compared.every((challenger) => challenger.verdict === 'Significant loss')) return { kind: 'stop-keep-control' };
  if (compared.every((challenger) => challenger.liftRuledOut)) return { kind: 'no-difference' };
  return null;
}
