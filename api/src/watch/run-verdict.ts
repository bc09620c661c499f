import { formatAlpha, formatCount } from '@novavox/contracts-api/experiment-watch';
import {
  type AnyExperimentId,
  catalogPlan,
  DEFAULT_EXPERIMENT_PLAN,
  type ExperimentState,
  isExperimentId,
  type VariantKey,
  variantKeys,
} from '@novavox/contracts-experiments';
import { DAY_MS } from '@novavox/contracts-experiments/time-units';
import {
  decideExperiment,
  decisiveLine,
  type ExperimentDecision,
  type SrmCheck,
  srmAllowsVerdict,
  srmCheck,
} from '@novavox/experiment-stats';
import type { AppKysely } from '../db/database-schema';
import { differenceText } from './figure-text';
import { type RunArm, readRunArms } from './run-figures';

/** A run the watch reads: running or paused. */
export type WatchedRun = Extract<ExperimentState, { status: 'running' | 'paused' }>;

/** The card's first line when it tells the marketer to stop (the shared verdict's `decisiveLine`), or null. */
export type RunLine =
  | { kind: 'ship'; variant: VariantKey }
  | { kind: 'stop-keep-control' }
  | { kind: 'no-difference' }
  | null;

export interface RunVerdict {
  arms: RunArm[];
  srm: SrmCheck | null;
  decision: ExperimentDecision;
  line: RunLine;
  /** The figures behind it, in words, for the team's e-mail. */
  lines: string[];
}

export type ReadRunVerdict = (id: AnyExperimentId, run: WatchedRun, at: Date) => Promise<RunVerdict | null>;

const isVariantKey = (key: string): key is VariantKey => (variantKeys as readonly string[]).includes(key);

/**
 * The verdict of a run exactly as the dashboard's card draws it (@novavox/experiment-stats: the sample-ratio check
 * over the run's weights, the always-valid comparisons at the run's plan, the decisive line), from the run's own
 * counters. Never recomputed here: the api and the card cannot disagree.
 */
export function verdictOf(id: AnyExperimentId, run: WatchedRun, arms: RunArm[], at: Date): RunVerdict {
  const srm = srmCheck(
    arms.map((arm) => arm.views),
    arms.map((arm) => run.weights[arm.key as VariantKey] ?? 0),
  );
  const daysRunning = Math.max(0, Math.floor((at.getTime() - Date.parse(run.startedAt)) / DAY_MS));
  const decision = decideExperiment(arms, {
    daysRunning,
    srmOk: srmAllowsVerdict(srm),
    // A created experiment has no plan of its own: the dashboard's default for it (docs/copy-experiments.md).
    plan: run.plan ?? (isExperimentId(id) ? catalogPlan(id) : DEFAULT_EXPERIMENT_PLAN),
  });
  const decisive = decisiveLine(decision);
  const line: RunLine =
    decisive?.kind === 'ship'
      ? isVariantKey(decisive.variant)
        ? { kind: 'ship', variant: decisive.variant }
        : null
      : decisive;
  const lines = arms.map(
    (arm) => `${arm.key}: ${formatCount(arm.views)} visitors, ${formatCount(arm.conversions)} confirmed sign-ups`,
  );
  for (const [key, challenger] of decision.verdicts) {
    const test = challenger.test;
    if (!test) continue;
    lines.push(
      `${key} vs A: ${differenceText(test)} at α ${formatAlpha(decision.alphaPerComparison)}: ${challenger.verdict}`,
    );
  }
  return { arms, srm, decision, line, lines };
}

export function runVerdictReader(db: AppKysely): ReadRunVerdict {
  return async (id, run, at) => verdictOf(id, run, await readRunArms(db, id, run), at);
}
