import type { AbStatsResponse } from '@novavox/shared-contracts/experiments';
import type { EventStore } from '../stores/event-store';
import { catalogExperiments, countKey, type VariantCounts } from './ab-stats-experiments';
import type { DayRange } from './day-range';

export const PAGE_VIEW_ROWS = 50;

/** The dashboard's figures from the events this api collected: views and conversions are unique users. */
export function localAbStats(events: EventStore, range: DayRange): AbStatsResponse {
  const counts: VariantCounts = new Map();
  let abEvents = 0;
  for (const row of events.variantUsers(range)) {
    const key = countKey(row.experiment_id, row.variant_id);
    const figures = counts.get(key) ?? { views: 0, conversions: 0 };
    if (row.name === 'experiment_impression') figures.views = row.users;
    else figures.conversions = row.users;
    counts.set(key, figures);
    abEvents += row.users;
  }
  const pageViews = events.pageViews(range, PAGE_VIEW_ROWS);
  return {
    experiments: catalogExperiments(counts, events.firstImpressions(range)),
    connectionSuccessful: true,
    isLiveData: true,
    totalPageViews: pageViews.total,
    pageViewData: { rows: pageViews.rows },
    hasRealAbData: abEvents > 0,
  };
}
