import type { AbStatsResponse } from '@novavox/contracts-api/ab-stats';
import { dashboardMessages } from './dashboard-messages';

/**
 * Turns the body of the stats endpoint into what the dashboard shows, or the one message of spec
 * section 8 that explains why it cannot (section 5: text that is not JSON is an error; a body that is
 * neither a list nor has an experiments or data list is an error). Figures arriving as numeric strings
 * (GA4 sends strings) are accepted; anything else that is not a count is an unexpected format.
 */

export interface DashboardVariant {
  key: string;
  name: string;
  description: string;
  views: number;
  conversions: number;
}

/** One UTC day: new visitors (first exposure that day) and first conversions that day, per variant. */
export interface DashboardDay {
  /** YYYY-MM-DD. */
  date: string;
  variants: Record<string, { views: number; conversions: number }>;
}

/** The experiment's whole run since its start (or last restart): what the verdict reads. */
export interface DashboardRun {
  startedAt: string;
  /** YYYY-MM-DD (UTC), the days the run's figures cover. */
  from: string;
  to: string;
  /** Sorted by key, so the control A comes first; figures only (names are the range's). */
  variants: { key: string; views: number; conversions: number }[];
}

export interface DashboardExperiment {
  id: string;
  name: string;
  description: string;
  /** Sorted by key, so the control A comes first. */
  variants: DashboardVariant[];
  firstSeenAt: string | null;
  /** The daily series, oldest first; null when the producer sent none (older producers) or an unreadable one. */
  daily: DashboardDay[] | null;
  /** True when a daily series was sent but could not be read (the totals are still shown). */
  dailyUnreadable: boolean;
  /**
   * The run since the start; null when the experiment has not started; undefined when the producer sent
   * none (older producers, the legacy format, fallback data): then no verdict is called.
   */
  run?: DashboardRun | null;
  /** Secondary metrics, metric id → variant key → visitors; null when the producer sent none. */
  metrics: Record<string, Record<string, number>> | null;
  /** Visitors seen in two arms; null when the producer does not count them. */
  crossoverVisitors: number | null;
}

export interface ConnectionState {
  connected: boolean;
  isRealData: boolean;
  /** Null when the response does not say (the legacy format). */
  pageViews: number | null;
  hasRealAbData: boolean;
}

export type WarningKind = 'configuration' | 'fallback';

export type ParsedAbStats =
  | {
      ok: true;
      experiments: DashboardExperiment[];
      /** Null when the data is not from a successful connection (fallback data). */
      connection: ConnectionState | null;
      warning: { kind: WarningKind; text: string } | null;
    }
  | { ok: false; message: string };

class UnexpectedFormat extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function count(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) throw new UnexpectedFormat();
  return number;
}

function variantsOf(value: unknown): DashboardVariant[] {
  if (!isRecord(value)) throw new UnexpectedFormat();
  return Object.entries(value)
    .map(([key, raw]) => {
      if (!isRecord(raw)) throw new UnexpectedFormat();
      return {
        key,
        name: text(raw.name) ?? `Variant ${key}`,
        description: text(raw.description) ?? '',
        views: count(raw.views ?? 0),
        conversions: count(raw.conversions ?? 0),
      };
    })
    .sort((left, right) => left.key.localeCompare(right.key));
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The optional daily series. It only feeds the charts, so a malformed one does not reject the answer
 * (the spec's figures come from the totals); it is dropped and the card says so.
 */
function dailyOf(value: unknown): { daily: DashboardDay[] | null; dailyUnreadable: boolean } {
  if (value === undefined || value === null) return { daily: null, dailyUnreadable: false };
  try {
    if (!Array.isArray(value)) throw new UnexpectedFormat();
    const days = value.map((raw): DashboardDay => {
      if (!isRecord(raw) || typeof raw.date !== 'string' || !DAY_PATTERN.test(raw.date) || !isRecord(raw.variants)) {
        throw new UnexpectedFormat();
      }
      const variants: DashboardDay['variants'] = {};
      for (const [key, figures] of Object.entries(raw.variants)) {
        if (!isRecord(figures)) throw new UnexpectedFormat();
        variants[key] = { views: count(figures.views ?? 0), conversions: count(figures.conversions ?? 0) };
      }
      return { date: raw.date, variants };
    });
    return { daily: days.sort((left, right) => left.date.localeCompare(right.date)), dailyUnreadable: false };
  } catch (error) {
    if (error instanceof UnexpectedFormat) return { daily: null, dailyUnreadable: true };
    throw error;
  }
}

/** The optional run: malformed figures are an unexpected format, as the totals are (the verdict reads them). */
function runOf(value: unknown): { run?: DashboardRun | null } {
  if (value === undefined) return {};
  if (value === null) return { run: null };
  if (!isRecord(value) || !isRecord(value.variants)) throw new UnexpectedFormat();
  const startedAt = text(value.startedAt);
  const from = text(value.from);
  const to = text(value.to);
  if (
    !startedAt ||
    Number.isNaN(Date.parse(startedAt)) ||
    !from ||
    !DAY_PATTERN.test(from) ||
    !to ||
    !DAY_PATTERN.test(to)
  )
    throw new UnexpectedFormat();
  const variants = Object.entries(value.variants)
    .map(([key, raw]) => {
      if (!isRecord(raw)) throw new UnexpectedFormat();
      return { key, views: count(raw.views ?? 0), conversions: count(raw.conversions ?? 0) };
    })
    .sort((left, right) => left.key.localeCompare(right.key));
  return { run: { startedAt, from, to, variants } };
}

function experimentsOf(list: readonly unknown[]): DashboardExperiment[] {
  return list.map((raw) => {
    if (!isRecord(raw)) throw new UnexpectedFormat();
    const id = text(raw.id);
    if (!id) throw new UnexpectedFormat();
    return {
      id,
      name: text(raw.name) ?? id,
      description: text(raw.description) ?? '',
      variants: variantsOf(raw.variants),
      firstSeenAt: text(raw.firstSeenAt),
      ...dailyOf(raw.daily),
      ...runOf(raw.run),
      metrics: metricsOf(raw.metrics),
      crossoverVisitors: countOrNull(raw.crossoverVisitors),
    };
  });
}

/** The optional secondary metrics; like the daily series, an unreadable value is left out, not an error. */
function metricsOf(value: unknown): Record<string, Record<string, number>> | null {
  if (!isRecord(value)) return null;
  const metrics: Record<string, Record<string, number>> = {};
  for (const [metricId, byVariant] of Object.entries(value)) {
    if (!isRecord(byVariant)) return null;
    const counts: Record<string, number> = {};
    for (const [variant, count] of Object.entries(byVariant)) {
      const number = countOrNull(count);
      if (number === null) return null;
      counts[variant] = number;
    }
    metrics[metricId] = counts;
  }
  return metrics;
}

function countOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

function pageViewsOf(body: AbStatsResponse): number | null {
  if (typeof body.totalPageViews === 'number' && Number.isFinite(body.totalPageViews)) return body.totalPageViews;
  const rows = body.pageViewData?.rows;
  if (!Array.isArray(rows)) return null;
  return rows.reduce((sum, row) => sum + (isRecord(row) && typeof row.views === 'number' ? row.views : 0), 0);
}

export function parseAbStatsBody(bodyText: string): ParsedAbStats {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch (error) {
    return {
      ok: false,
      message: dashboardMessages.invalidJson(error instanceof Error ? error.message : String(error)),
    };
  }
  try {
    if (Array.isArray(body)) {
      return {
        ok: true,
        experiments: experimentsOf(body),
        connection: { connected: true, isRealData: false, pageViews: null, hasRealAbData: false },
        warning: null,
      };
    }
    if (!isRecord(body)) return { ok: false, message: dashboardMessages.unexpectedFormat };
    const response = body as AbStatsResponse & Record<string, unknown>;
    if (Array.isArray(body.experiments)) {
      const problem = text(response.warning) ?? text(response.error);
      return {
        ok: true,
        experiments: experimentsOf(body.experiments),
        connection: {
          connected: response.connectionSuccessful !== false,
          isRealData: response.isLiveData === true,
          pageViews: pageViewsOf(response),
          hasRealAbData: response.hasRealAbData === true,
        },
        warning: problem
          ? { kind: 'configuration', text: dashboardMessages.gaNotConfigured(text(response.message) ?? problem) }
          : null,
      };
    }
    if (Array.isArray(body.data)) {
      const reason = text(response.message) ?? text(response.error) ?? 'the live analytics data could not be read.';
      return {
        ok: true,
        experiments: experimentsOf(body.data),
        connection: null,
        warning: { kind: 'fallback', text: dashboardMessages.fallback(reason) },
      };
    }
    return { ok: false, message: dashboardMessages.unexpectedFormat };
  } catch (error) {
    if (error instanceof UnexpectedFormat) return { ok: false, message: dashboardMessages.unexpectedFormat };
    throw error;
  }
}
