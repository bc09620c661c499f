/**
 * The body of `GET /analytics/ab-stats?startDate&endDate`: the api produces it, the A/B dashboard reads it. Its
 * shape is the zod schema in ab-stats-schema.ts (entry `/ab-stats`); these are the types inferred from it.
 */
export type {
  AbStatsDay,
  AbStatsExperiment,
  AbStatsFigures,
  AbStatsLegacyResponse,
  AbStatsPageViewRow,
  AbStatsResponse,
  AbStatsRun,
  AbStatsVariant,
} from './ab-stats-schema';

/** The start-date values of the dashboard's range select (requirements §2) and the api's query. */
export const abStatsStartDates = ['today', 'yesterday', '7daysAgo', '30daysAgo', '90daysAgo'] as const;
export type AbStatsStartDate = (typeof abStatsStartDates)[number];
export const abStatsEndDates = ['today', 'yesterday'] as const;
export type AbStatsEndDate = (typeof abStatsEndDates)[number];
/** Requirements §7: the default range is 30daysAgo to today. */
export const AB_STATS_DEFAULT_RANGE = { startDate: '30daysAgo', endDate: 'today' } as const;
