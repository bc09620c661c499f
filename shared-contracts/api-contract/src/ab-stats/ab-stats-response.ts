/**
 * The body of `GET /analytics/ab-stats?startDate&endDate` (requirements §3, "Analytics response fields
 * read"): the api produces it, the A/B dashboard reads it. Every field is optional because the dashboard
 * must cope with each of them missing (requirements §8); a bare array of experiments is also accepted as
 * the legacy format. The dashboard validates the body at runtime; these types say what a producer sends.
 */

/** One variant's figures. views = unique visitors with an impression; conversions = unique converters. */
export interface AbStatsVariant {
  name: string;
  description: string;
  views: number;
  /** May be fractional (e.g. estimates or sampled data); the dashboard shows one decimal then. */
  conversions: number;
}

export interface AbStatsExperiment {
  id: string;
  name: string;
  description: string;
  /** Keyed by variant letter; A is the control. */
  variants: Record<string, AbStatsVariant>;
  /** Beyond the spec: ISO date-time of the first impression in the range, for "days running". */
  firstSeenAt?: string | null;
  /**
   * Beyond the spec: the experiment day by day, oldest first, for the dashboard's charts. Days without any
   * new visitor or conversion may be left out. Summed over the days, each variant's figures equal its
   * `variants` totals, so a running sum is the cumulative figure as of each day. Older producers omit it.
   */
  daily?: AbStatsDay[];
  /**
   * Beyond the spec: the experiment's whole run, from its start (or last restart) to today, whatever the date
   * range asked for. The dashboard's verdict reads this, never the range: a window read daily is not a
   * growing sample. Null when the experiment has not started; older producers omit it.
   */
  run?: AbStatsRun | null;
  /**
   * Beyond the spec: the secondary metrics (see experiment-metrics.ts), metric id → variant letter → visitors of
   * the range's cohort who did it. `conversions` above is the primary metric, a confirmed sign-up.
   */
  metrics?: Record<string, Record<string, number>>;
  /** Beyond the spec: visitors whose impressions named another arm than their exposure's (crossover). */
  crossoverVisitors?: number;
}

/** The figures of one run of an experiment: the visitors first exposed since `startedAt`, by variant. */
export interface AbStatsRun {
  /** ISO date-time the run started. Its figures count from that UTC day on (the counters are daily). */
  startedAt: string;
  /** YYYY-MM-DD (UTC): the run's figures count the visitors first exposed from `from` to `to`. */
  from: string;
  to: string;
  /** Keyed by variant letter, every catalog variant (zeros when it has none). */
  variants: Record<string, { views: number; conversions: number }>;
}

/**
 * One UTC day of an experiment. Views: visitors whose first exposure to the experiment fell on that day.
 * Conversions: of the range's visitors, those whose first conversion fell on that day.
 */
export interface AbStatsDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  /** Keyed by variant letter; a variant with nothing that day may be absent. */
  variants: Record<string, { views: number; conversions: number }>;
}

/** One row of the page-view breakdown; the dashboard sums `views` when `totalPageViews` is absent. */
export interface AbStatsPageViewRow {
  path: string;
  views: number;
}

export interface AbStatsResponse {
  experiments?: AbStatsExperiment[];
  /** A failure text; with `data` present it is shown as fallback data, otherwise as a configuration problem. */
  error?: string;
  warning?: string;
  message?: string;
  connectionSuccessful?: boolean;
  isLiveData?: boolean;
  totalPageViews?: number;
  pageViewData?: { rows: AbStatsPageViewRow[] };
  /** True when at least one impression or conversion is in the range. */
  hasRealAbData?: boolean;
  /** Fallback experiments, sent with `error` or `message` when live data could not be read. */
  data?: AbStatsExperiment[];
}

/** The legacy body: the experiments array alone. */
export type AbStatsLegacyResponse = AbStatsExperiment[];

/** The start-date values of the dashboard's range select (requirements §2) and the api's query. */
export const abStatsStartDates = ['today', 'yesterday', '7daysAgo', '30daysAgo', '90daysAgo'] as const;
export type AbStatsStartDate = (typeof abStatsStartDates)[number];
export const abStatsEndDates = ['today', 'yesterday'] as const;
export type AbStatsEndDate = (typeof abStatsEndDates)[number];
/** Requirements §7: the default range is 30daysAgo to today. */
export const AB_STATS_DEFAULT_RANGE = { startDate: '30daysAgo', endDate: 'today' } as const;
