import {
  type AbStatsDay,
  type AbStatsExperiment,
  type AbStatsResponse,
  type AbStatsRun,
  type AbStatsVariant,
  safeParseAbStats,
} from '@novavox/contracts-api/ab-stats';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { dashboardMessages } from './dashboard-messages';

/**
 * Turns the body of the stats endpoint into what the dashboard shows, or the one message that explains why it
 * cannot: text that is not JSON, or a body the shared schema refuses (the api checks its answers against the same
 * schema). A refused body names the first field at fault and the rule it breaks.
 */

export interface DashboardVariant extends AbStatsVariant {
  key: string;
}

export interface DashboardExperiment {
  id: string;
  name: string;
  description: string;
  /** Sorted by key, so the control A comes first. */
  variants: DashboardVariant[];
  firstSeenAt: string | null;
  /** The daily series, oldest first; null when the producer sent none (the legacy format, fallback data). */
  daily: AbStatsDay[] | null;
  /**
   * The run since the start; null when the experiment has not started; undefined when the producer sent
   * none (the legacy format, fallback data): then no verdict is called.
   */
  run?: AbStatsRun | null;
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

function text(value: string | undefined): string | null {
  return value?.trim() || null;
}

/** The answer keys variants by letter; the dashboard lists them in letter order, control first. */
export function dashboardExperiment({ variants, daily, metrics, crossoverVisitors, ...rest }: AbStatsExperiment) {
  const experiment: DashboardExperiment = {
    ...rest,
    variants: Object.entries(variants)
      .map(([key, variant]) => ({ key, ...variant }))
      .sort((left, right) => left.key.localeCompare(right.key)),
    firstSeenAt: rest.firstSeenAt ?? null,
    daily: daily ?? null,
    metrics: metrics ?? null,
    crossoverVisitors: crossoverVisitors ?? null,
  };
  return experiment;
}

function pageViewsOf(body: AbStatsResponse): number | null {
  if (body.totalPageViews !== undefined) return body.totalPageViews;
  return body.pageViewData ? body.pageViewData.rows.reduce((sum, row) => sum + row.views, 0) : null;
}

/**
 * The rule an issue breaks. The schema words its own rules; a wrong type gets zod/mini's bare "Invalid input"
 * (it ships no locale), so it is worded here from the type expected.
 */
function ruleOf(issue: { code: string; message: string; expected?: unknown }): string {
  if (issue.code !== 'invalid_type' || typeof issue.expected !== 'string') return issue.message;
  const expected = issue.expected === 'record' ? 'map' : issue.expected;
  return `must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
}

/** `experiments[0].variants.A.views`: the place of a zod issue, as a reader of the JSON would write it. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

export function parseAbStatsBody(bodyText: string): ParsedAbStats {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch (error) {
    return {
      ok: false,
      message: dashboardMessages.invalidJson(errorMessage(error)),
    };
  }
  const parsed = safeParseAbStats(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message:
        issue && issue.path.length > 0
          ? dashboardMessages.unexpectedFormatAt(fieldPath(issue.path), ruleOf(issue))
          : dashboardMessages.unexpectedFormat,
    };
  }
  const body = parsed.data;
  if (Array.isArray(body)) {
    return {
      ok: true,
      experiments: body.map(dashboardExperiment),
      connection: { connected: true, isRealData: false, pageViews: null, hasRealAbData: false },
      warning: null,
    };
  }
  if (body.experiments) {
    const problem = text(body.warning) ?? text(body.error);
    return {
      ok: true,
      experiments: body.experiments.map(dashboardExperiment),
      connection: {
        connected: body.connectionSuccessful !== false,
        isRealData: body.isLiveData === true,
        pageViews: pageViewsOf(body),
        hasRealAbData: body.hasRealAbData === true,
      },
      warning: problem
        ? { kind: 'configuration', text: dashboardMessages.gaNotConfigured(text(body.message) ?? problem) }
        : null,
    };
  }
  const reason = text(body.message) ?? text(body.error) ?? 'the live analytics data could not be read.';
  return {
    ok: true,
    experiments: (body.data ?? []).map(dashboardExperiment),
    connection: null,
    warning: { kind: 'fallback', text: dashboardMessages.fallback(reason) },
  };
}
