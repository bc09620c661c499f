import type { protos } from '@google-analytics/data';
import type { AbStatsResponse } from '@novavox/contracts-api/ab-stats';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import type { Ga4Config } from '../config/api-config';
import { catalogExperiments, countKey, type VariantCounts } from './ab-stats-experiments';
import { PAGE_VIEW_ROWS } from './local-ab-stats';

type RunReportRequest = protos.google.analytics.data.v1beta.IRunReportRequest;
type RunReportResponse = protos.google.analytics.data.v1beta.IRunReportResponse;

/** The one GA4 call the stats need; tests pass a fake, production wraps BetaAnalyticsDataClient. */
export interface Ga4ReportClient {
  runReport(request: RunReportRequest): Promise<RunReportResponse>;
}

/** Loads the GA4 client library only when GA4 is configured: it is large and the local mode never needs it. */
export function createGa4ReportClient(config: Ga4Config): Ga4ReportClient {
  let client: Promise<{ runReport(request: RunReportRequest): Promise<[RunReportResponse, ...unknown[]]> }> | null =
    null;
  return {
    async runReport(request) {
      client ??= import('@google-analytics/data').then(
        ({ BetaAnalyticsDataClient }) =>
          new BetaAnalyticsDataClient(config.credentials ? { credentials: config.credentials } : {}),
      );
      const [response] = await (await client).runReport(request);
      return response;
    },
  };
}

export interface Ga4DateRange {
  startDate: string;
  endDate: string;
}

/**
 * Reads views and conversions per experiment and variant from GA4 (unique users per event: views are
 * totalUsers on impressions, conversions totalUsers on conversions), plus page views. A property without the
 * custom dimensions or without access for the service account still answers 200 with `warning`/`error`, which
 * the dashboard shows as a configuration problem.
 */
export async function ga4AbStats(
  client: Ga4ReportClient,
  propertyId: string,
  range: Ga4DateRange,
): Promise<AbStatsResponse> {
  const property = `properties/${propertyId}`;
  const dateRanges = [{ startDate: range.startDate, endDate: range.endDate }];
  const pageViewsReport = client.runReport({
    property,
    dateRanges,
    dimensions: [{ name: 'pagePath' }],
    metrics: [{ name: 'screenPageViews' }],
    orderBys: [{ metric: { metricName: 'screenPageViews' }, desc: true }],
    limit: 10_000,
  });
  const experimentsReport = client.runReport({
    property,
    dateRanges,
    dimensions: [{ name: 'customEvent:experiment_id' }, { name: 'customEvent:variant_id' }, { name: 'eventName' }],
    metrics: [{ name: 'totalUsers' }],
    dimensionFilter: {
      filter: {
        fieldName: 'eventName',
        inListFilter: { values: ['experiment_impression', 'experiment_conversion'] },
      },
    },
    limit: 10_000,
  });
  const [pages, experiments] = await Promise.allSettled([pageViewsReport, experimentsReport]);

  for (const outcome of [experiments, pages]) {
    if (outcome.status === 'rejected') {
      const problem = describeGa4Failure(outcome.reason, propertyId);
      if (problem === null) throw outcome.reason;
      const pageViews = pages.status === 'fulfilled' ? pageViewFigures(pages.value) : null;
      return {
        experiments: catalogExperiments(new Map()),
        connectionSuccessful: pageViews !== null,
        isLiveData: false,
        hasRealAbData: false,
        totalPageViews: pageViews?.total ?? 0,
        pageViewData: { rows: pageViews?.rows ?? [] },
        warning: problem,
        error: problem,
      };
    }
  }
  if (experiments.status !== 'fulfilled' || pages.status !== 'fulfilled') throw new Error('unreachable');

  const counts: VariantCounts = new Map();
  let abUsers = 0;
  for (const row of experiments.value.rows ?? []) {
    const [experimentId, variantId, eventName] = (row.dimensionValues ?? []).map((value) => value.value ?? '');
    const users = Number(row.metricValues?.[0]?.value ?? 0);
    if (!experimentId || !variantId || experimentId === '(not set)' || !Number.isFinite(users)) continue;
    const key = countKey(experimentId, variantId);
    const figures = counts.get(key) ?? { views: 0, conversions: 0 };
    if (eventName === 'experiment_impression') figures.views += users;
    else if (eventName === 'experiment_conversion') figures.conversions += users;
    counts.set(key, figures);
    abUsers += users;
  }
  const pageViews = pageViewFigures(pages.value);
  const quality = qualityWarning(experiments.value);
  return {
    experiments: catalogExperiments(counts),
    connectionSuccessful: true,
    isLiveData: true,
    totalPageViews: pageViews.total,
    pageViewData: { rows: pageViews.rows },
    hasRealAbData: abUsers > 0,
    ...(quality ? { warning: quality } : {}),
  };
}

function pageViewFigures(report: RunReportResponse): { total: number; rows: { path: string; views: number }[] } {
  const rows = (report.rows ?? []).map((row) => ({
    path: row.dimensionValues?.[0]?.value ?? '(not set)',
    views: Number(row.metricValues?.[0]?.value ?? 0) || 0,
  }));
  return { total: rows.reduce((sum, row) => sum + row.views, 0), rows: rows.slice(0, PAGE_VIEW_ROWS) };
}

function qualityWarning(report: RunReportResponse): string | null {
  if (report.metadata?.subjectToThresholding) {
    return 'GA4 withheld some rows (thresholding), so small counts may be missing.';
  }
  if (report.metadata?.dataLossFromOtherRow) {
    return 'GA4 grouped some rows into "(other)", so some variants may be undercounted.';
  }
  return null;
}

const GRPC_PERMISSION_DENIED = 7;

/** The GA4 failures an admin fixes in GA4's settings, worded for the dashboard; null for any other failure. */
export function describeGa4Failure(reason: unknown, propertyId: string): string | null {
  const message = errorMessage(reason);
  const code = typeof reason === 'object' && reason !== null && 'code' in reason ? reason.code : undefined;
  const dimension = /(customEvent:[\w]+) is not a valid dimension/.exec(message)?.[1];
  if (dimension) {
    return `Custom dimension ${dimension} is not registered in GA4 (Admin → Custom definitions, event scope, names experiment_id and variant_id).`;
  }
  if (code === GRPC_PERMISSION_DENIED || /PERMISSION_DENIED/.test(message)) {
    return `The service account has no access to GA4 property ${propertyId}: add its e-mail as a Viewer on the property.`;
  }
  return null;
}
