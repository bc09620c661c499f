import type { AbStatsExperiment, AbStatsRun } from '@novavox/contracts-api/ab-stats';
import { isoDay } from '@novavox/contracts-api/team';
import {
  type CopyExperiment,
  DEFAULT_RUN_ID,
  type ExperimentId,
  type ExperimentState,
} from '@novavox/contracts-experiments';
import type { AppKysely } from '../db/database-schema';
import type { ExperimentFigures } from '../stores/experiment-figures';
import type { ExperimentStateStore } from '../stores/experiment-state-store';

/**
 * An experiment's current run: when it started, and the run id its counters are kept under (see
 * docs/analytics-and-experiments.md, "Runs"), or null when the run is everything collected for the experiment
 * (not started from the dashboard, or the site-wide default's run): then the daily counters from its first day.
 */
export interface RunStart {
  startedAt: Date;
  runId: string | null;
}

/** Experiment id (a catalog or a created one) → its current run; null (or absent) when it has not started. */
export type ExperimentRunStarts = Map<string, RunStart | null>;

/** A run's figures by run counters: experiment id → variant letter → figures (only experiments with a run id). */
export type ReadRunFigures = (runs: ReadonlyMap<string, string>) => Promise<RunTotals>;

/** One range's totals: experiment id → variant letter → figures. */
export type RunTotals = Map<string, Record<string, { views: number; conversions: number }>>;

/**
 * Until experiments are started from the dashboard, a run starts at the experiment's first recorded exposure:
 * everything collected for it is one run. The earliest `first_at` of its daily view counters.
 */
export async function firstExposureRunStarts(db: AppKysely): Promise<ExperimentRunStarts> {
  const rows = await db
    .selectFrom('experiment_daily_views')
    .select((eb) => ['experiment_id', eb.fn.min<string>('first_at').as('first_at')])
    .groupBy('experiment_id')
    .execute();
  return new Map(
    rows.map((row) => [row.experiment_id as ExperimentId, { startedAt: new Date(row.first_at), runId: null }]),
  );
}

/**
 * Adds each experiment's `run`: the figures of its current run, whatever range the rest of the answer covers, one
 * entry per variant the experiment lists. A run with a run id reads its own counters (`readRunFigures`): only the
 * visitors first exposed within it. Without one (or with no `readRunFigures`, as for GA4, which knows days only),
 * the totals from its start's UTC day to `today`; experiments started on the same day share one read.
 */
export async function withRuns(
  experiments: readonly AbStatsExperiment[],
  starts: ExperimentRunStarts,
  today: string,
  readTotals: (from: string) => Promise<RunTotals>,
  readRunFigures?: ReadRunFigures,
): Promise<AbStatsExperiment[]> {
  const startOf = (experiment: AbStatsExperiment): RunStart | null => {
    const start = starts.get(experiment.id);
    return start && !Number.isNaN(start.startedAt.getTime()) ? start : null;
  };
  const fromOf = (start: RunStart): string => {
    const day = isoDay(start.startedAt);
    // A start in the future (a clock set back) counts nothing yet: the run is today's.
    return day > today ? today : day;
  };
  const byRunId = new Map<string, string>();
  const byDay = new Set<string>();
  for (const experiment of experiments) {
    const start = startOf(experiment);
    if (!start) continue;
    if (start.runId !== null && readRunFigures) byRunId.set(experiment.id, start.runId);
    else byDay.add(fromOf(start));
  }
  const [runFigures, totals] = await Promise.all([
    byRunId.size > 0 && readRunFigures ? readRunFigures(byRunId) : Promise.resolve<RunTotals>(new Map()),
    Promise.all([...byDay].map(async (day) => [day, await readTotals(day)] as const)).then((read) => new Map(read)),
  ]);
  return experiments.map((experiment) => {
    const start = startOf(experiment);
    if (!start) return { ...experiment, run: null };
    const from = fromOf(start);
    const counted =
      (byRunId.has(experiment.id) ? runFigures.get(experiment.id) : totals.get(from)?.get(experiment.id)) ?? {};
    const run: AbStatsRun = {
      startedAt: start.startedAt.toISOString(),
      from,
      to: today,
      // The experiment's letters in catalog order, which is letter order: the dashboard reads the array as sent.
      variants: Object.keys(experiment.variants).map((key) => ({
        key,
        views: counted[key]?.views ?? 0,
        conversions: counted[key]?.conversions ?? 0,
      })),
    };
    return { ...experiment, run };
  });
}

/** The totals of a stats answer's experiments, as `withRuns` reads them. */
export function totalsOf(experiments: readonly AbStatsExperiment[] | undefined): RunTotals {
  return new Map(
    (experiments ?? []).map((experiment) => [
      experiment.id,
      Object.fromEntries(
        Object.entries(experiment.variants).map(([key, variant]) => [
          key,
          { views: variant.views, conversions: variant.conversions },
        ]),
      ),
    ]),
  );
}

/** The totals of the first-party figures of a range, as `withRuns` reads them. */
export function figureTotals(figures: ExperimentFigures): RunTotals {
  const totals: RunTotals = new Map();
  for (const row of figures.variants) {
    let experiment = totals.get(row.experimentId);
    if (!experiment) {
      experiment = {};
      totals.set(row.experimentId, experiment);
    }
    experiment[row.variantId] = { views: row.views, conversions: row.conversions };
  }
  return totals;
}

/**
 * When each experiment's current run started, as the api-held state says: running, paused and concluded
 * experiments count from their run's start. A run dated before its first exposure (the site-wide default's runs
 * are dated 1970) counts from that exposure, so a read never walks empty years of days. An experiment nobody
 * started still shows what was collected for it (forced and debug views, or a site-wide default that was on) as
 * one run from its first exposure; its card says it is not started.
 */
export async function stateRunStarts(
  states: Pick<ExperimentStateStore, 'document'>,
  firstExposures: () => Promise<ExperimentRunStarts>,
): Promise<ExperimentRunStarts> {
  const [{ experiments }, exposures] = await Promise.all([states.document(), firstExposures()]);
  const starts: ExperimentRunStarts = new Map();
  for (const [id, state] of Object.entries(experiments) as [ExperimentId, ExperimentState][]) {
    const firstExposure = exposures.get(id) ?? null;
    if (state.status === 'not_started' || state.startedAt === null) {
      starts.set(id, firstExposure);
      continue;
    }
    const startedAt = new Date(state.startedAt);
    // The site-wide default's run is everything collected: the daily counters hold it whole.
    const runId = state.runId === null || state.runId === DEFAULT_RUN_ID ? null : state.runId;
    const from = firstExposure && firstExposure.startedAt > startedAt ? firstExposure.startedAt : startedAt;
    starts.set(id, { startedAt: from, runId });
  }
  return starts;
}

/** The created copy experiments' runs (docs/copy-experiments.md): each counts from its start, by its run id. */
export function createdRunStarts(created: readonly CopyExperiment[]): ExperimentRunStarts {
  return new Map(
    created.flatMap((experiment) =>
      experiment.runId !== null && experiment.startedAt !== null
        ? [[experiment.id, { startedAt: new Date(experiment.startedAt), runId: experiment.runId }] as const]
        : [],
    ),
  );
}
