import type { AbStatsDay, AbStatsResponse } from '@novavox/contracts-api/ab-stats';
import { secondaryMetrics } from '@novavox/contracts-experiments';
import { CROSSOVER_METRIC_ID } from '../stores/event-ingest';
import type { EventStore } from '../stores/event-store';
import type { ExperimentDay } from '../stores/experiment-figures';
import { getOrCreate } from '../stores/get-or-create';
import { catalogExperiments, countKey, type StatsDefinition, type VariantCounts } from './ab-stats-experiments';
import type { DayRange } from './day-range';

export const PAGE_VIEW_ROWS = 50;

/**
 * The dashboard's figures from the events this api collected, read from the aggregates kept at ingest: the
 * catalog's experiments, then the `created` copy experiments. Views are
 * the visitors first exposed in the range; conversions, those of them who converted by the range's last day.
 */
export async function localAbStats(
  events: EventStore,
  range: DayRange,
  created: readonly StatsDefinition[] = [],
): Promise<AbStatsResponse> {
  const [figures, pageViews, metricRows] = await Promise.all([
    events.experimentFigures(range),
    events.pageViews(range, PAGE_VIEW_ROWS),
    events.metricVisitors(range),
  ]);
  const counts: VariantCounts = new Map();
  for (const row of figures.variants) {
    counts.set(countKey(row.experimentId, row.variantId), { views: row.views, conversions: row.conversions });
  }
  const metrics = new Map<string, Record<string, Record<string, number>>>();
  const crossovers = new Map<string, number>();
  for (const row of metricRows) {
    if (row.metricId === CROSSOVER_METRIC_ID) {
      crossovers.set(row.experimentId, (crossovers.get(row.experimentId) ?? 0) + row.visitors);
      continue;
    }
    // The primary metric is the `conversions` figure itself.
    if (!secondaryMetrics.some((metric) => metric.id === row.metricId)) continue;
    const byMetric = getOrCreate(metrics, row.experimentId, (): Record<string, Record<string, number>> => ({}));
    byMetric[row.metricId] ??= {};
    const byVariant = byMetric[row.metricId] as Record<string, number>;
    byVariant[row.variantId] = (byVariant[row.variantId] ?? 0) + row.visitors;
  }
  const experiments = catalogExperiments(counts, figures.firstSeen, dailySeries(figures.daily), created).map(
    (experiment) => ({
      ...experiment,
      metrics: Object.fromEntries(
        secondaryMetrics.map((metric) => [
          metric.id,
          Object.fromEntries(
            Object.keys(experiment.variants).map((variant) => [
              variant,
              metrics.get(experiment.id)?.[metric.id]?.[variant] ?? 0,
            ]),
          ),
        ]),
      ),
      crossoverVisitors: crossovers.get(experiment.id) ?? 0,
    }),
  );
  return {
    experiments,
    connectionSuccessful: true,
    isLiveData: true,
    totalPageViews: pageViews.total,
    pageViewData: { rows: pageViews.rows },
    hasRealAbData: figures.variants.some((row) => row.views > 0 || row.conversions > 0),
  };
}

/** Experiment id → its days, oldest first, each with the variants that had anything that day. */
function dailySeries(days: readonly ExperimentDay[]): Map<string, AbStatsDay[]> {
  const series = new Map<string, Map<string, AbStatsDay>>();
  for (const row of days) {
    const byDay = getOrCreate(series, row.experimentId, () => new Map<string, AbStatsDay>());
    const day = getOrCreate(byDay, row.day, (): AbStatsDay => ({ date: row.day, variants: {} }));
    day.variants[row.variantId] = { views: row.views, conversions: row.conversions };
  }
  return new Map(
    [...series].map(([experimentId, byDay]) => [
      experimentId,
      [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date)),
    ]),
  );
}
