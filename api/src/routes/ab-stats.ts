import { AB_STATS_DEFAULT_RANGE, type AbStatsResponse } from '@novavox/shared-contracts/experiments';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { apiLog } from '../observability/api-logger';
import { type DayRange, resolveDayRange } from '../stats/day-range';
import { createGa4ReportClient, describeGa4Failure, ga4AbStats } from '../stats/ga4-ab-stats';
import { localAbStats } from '../stats/local-ab-stats';
import { createEventStore } from '../stores/event-store';
import { createSharedReads } from '../stores/shared-reads';

/**
 * GET /analytics/ab-stats?startDate&endDate: the A/B dashboard's figures, from GA4 when it is configured,
 * else from the events this api collected. GA4 answers are cached (quotas are per hour and per day); first-party
 * answers are read one at a time, shared by the requests that wait for the same range.
 */
export function abStatsRoutes(
  { config, db, now = Date.now, ga4Client, log = apiLog }: AppDeps,
  requireAdmin: MiddlewareHandler,
) {
  const events = createEventStore(db);
  // Requests for the same range made while one is read share the next read (see createSharedReads).
  const readLocalStats = createSharedReads(
    (range: DayRange) => localAbStats(events, range),
    (range) => `${range.from}|${range.to}`,
  );
  const ga4 = config.ga4 ? { ...config.ga4, client: ga4Client ?? createGa4ReportClient(config.ga4) } : null;
  const cache = new Map<string, { at: number; body: AbStatsResponse }>();

  return new Hono().use(requireAdmin).get('/ab-stats', async (c) => {
    const startDate = c.req.query('startDate')?.trim() || AB_STATS_DEFAULT_RANGE.startDate;
    const endDate = c.req.query('endDate')?.trim() || AB_STATS_DEFAULT_RANGE.endDate;
    const resolved = resolveDayRange(startDate, endDate, now());
    if (!resolved.ok) throw new ApiError(400, resolved.message, { fields: { [resolved.field]: resolved.message } });
    const range = { startDate, endDate, from: resolved.range.from, to: resolved.range.to };

    if (ga4 === null) {
      return c.json({ ...(await readLocalStats(resolved.range)), source: 'first-party', range });
    }
    const key = `${startDate}|${endDate}|${resolved.range.to}`;
    const cached = cache.get(key);
    if (cached && now() - cached.at < ga4.cacheSeconds * 1000) return c.json({ ...cached.body, source: 'ga4', range });
    let body: AbStatsResponse;
    try {
      body = await ga4AbStats(ga4.client, ga4.propertyId, { startDate, endDate });
    } catch (error) {
      log.error({ err: error, requestId: c.get('requestId') }, 'GA4 report failed');
      const known = describeGa4Failure(error, ga4.propertyId);
      throw new ApiError(502, known ?? 'Google Analytics could not be read. Please try again later.');
    }
    if (body.isLiveData) cache.set(key, { at: now(), body });
    return c.json({ ...body, source: 'ga4', range });
  });
}
