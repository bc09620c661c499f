import type { AbStatsExperiment, AbStatsRun } from '@novavox/contracts-api/ab-stats';
import type { ExperimentId, ExperimentState } from '@novavox/contracts-experiments';
import type { AppKysely } from '../db/database-schema';
import type { ExperimentFigures } from '../stores/experiment-figures';
import type { ExperimentStateStore } from '../stores/experiment-state-store';

/** Experiment id → when its current run started; null (or absent) when it has not started. */
export type ExperimentRunStarts = Map<ExperimentId, Date | null>;

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
  return new Map(rows.map((row) => [row.experiment_id as ExperimentId, new Date(row.first_at)]));
}

/**
 * Adds each experiment's `run`: its totals from its start's UTC day to `today`, whatever range the rest of the
 * answer covers, one entry per variant the experiment lists. Experiments started on the same day share one read (`readTotals` of that first day).
 */
export async function withRuns(
  experiments: readonly AbStatsExperiment[],
  starts: ExperimentRunStarts,
  today: string,
  readTotals: (from: string) => Promise<RunTotals>,
): Promise<AbStatsExperiment[]> {
  const fromOf = (experiment: AbStatsExperiment): string | null => {
    const start = starts.get(experiment.id as ExperimentId);
    if (!start || Number.isNaN(start.getTime())) return null;
    const day = start.toISOString().slice(0, 10);
    // A start in the future (a clock set back) counts nothing yet: the run is today's.
    return day > today ? today : day;
  };
  const days = [...new Set(experiments.map(fromOf).filter((day): day is string => day !== null))];
  const totals = new Map(await Promise.all(days.map(async (day) => [day, await readTotals(day)] as const)));
  return experiments.map((experiment) => {
    const from = fromOf(experiment);
    const start = starts.get(experiment.id as ExperimentId);
    if (from === null || !start) return { ...experiment, run: null };
    const counted = totals.get(from)?.get(experiment.id) ?? {};
    const run: AbStatsRun = {
      startedAt: start.toISOString(),
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
    const startedAt = state.status === 'not_started' || state.startedAt === null ? null : new Date(state.startedAt);
    if (startedAt === null) starts.set(id, firstExposure);
    else starts.set(id, firstExposure && firstExposure > startedAt ? firstExposure : startedAt);
  }
  return starts;
}
