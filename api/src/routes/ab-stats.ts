import { AB_STATS_DEFAULT_RANGE, type AbStatsResponse } from '@novavox/contracts-api/ab-stats';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { apiLog } from '../observability/api-logger';
import { createdDefinition } from '../stats/ab-stats-experiments';
import { resolveDay, resolveDayRange } from '../stats/day-range';
import { createdRunStarts, figureTotals, firstExposureRunStarts, totalsOf, withRuns } from '../stats/experiment-runs';
import { createGa4ReportClient, describeGa4Failure, ga4AbStats } from '../stats/ga4-ab-stats';
import { localAbStats } from '../stats/local-ab-stats';
import { type ExperimentRunPlans, withRunPlans } from '../stats/run-plans';
import { startedCopyExperiments } from '../stores/created-runs';
import { createEventStore } from '../stores/event-store';

/**
 * GET /analytics/ab-stats?startDate&endDate: the A/B dashboard's figures, from GA4 when it is configured,
 * else from the events this api collected. GA4 answers are cached (quotas are per hour and per day); first-party
 * answers are read from the counters on every request.
 * Each experiment also carries its `run`: its figures from the start of its current run to today, whatever the
 * range (the verdict reads those). When a run started, and its run id, come from `experimentRunStarts` (AppDeps),
 * by default the experiment's first recorded exposure. First-party runs with a run id read their own counters (only
 * visitors first exposed within the run); GA4 answers by day, so a GA4 run counts from its start's UTC day.
 * Each run carries its plan (`runPlans`, the states' by default none: the catalog's), fixed when it started,
 * from which the dashboard tunes its verdict.
 */
export function abStatsRoutes(
  { config, db, now = Date.now, ga4Client, experimentRunStarts, log = apiLog }: AppDeps,
  requireAdmin: MiddlewareHandler,
  runPlans: () => Promise<ExperimentRunPlans> = async () => new Map(),
) {
  const events = createEventStore(db);
  const runStarts = experimentRunStarts ?? (() => firstExposureRunStarts(db.db));
  const ga4 = config.ga4 ? { ...config.ga4, client: ga4Client ?? createGa4ReportClient(config.ga4) } : null;
  const cache = new Map<string, { at: number; body: AbStatsResponse }>();

  return new Hono().use(requireAdmin).get('/ab-stats', async (c) => {
    const startDate = c.req.query('startDate')?.trim() || AB_STATS_DEFAULT_RANGE.startDate;
    const endDate = c.req.query('endDate')?.trim() || AB_STATS_DEFAULT_RANGE.endDate;
    const resolved = resolveDayRange(startDate, endDate, now());
    if (!resolved.ok) throw new ApiError(400, resolved.message, { fields: { [resolved.field]: resolved.message } });
    const range = { startDate, endDate, from: resolved.range.from, to: resolved.range.to };

    const today = resolveDay('today', now()) as string;
    const [starts, plans] = await Promise.all([runStarts(), runPlans()]);

    if (ga4 === null) {
      // Created copy experiments are counted first-party only, beside the catalog's (docs/copy-experiments.md).
      const created = await startedCopyExperiments(db.db);
      const body = await localAbStats(events, resolved.range, created.map(createdDefinition));
      const experiments = await withRuns(
        body.experiments ?? [],
        new Map([...starts, ...createdRunStarts(created)]),
        today,
        async (from) => figureTotals(await events.experimentFigures({ from, to: today })),
        (runs) => events.runFigures(runs),
      );
      return c.json({ ...body, experiments: withRunPlans(experiments, plans), source: 'first-party', range });
    }
    const readGa4 = async (start: string, end: string): Promise<AbStatsResponse> => {
      const key = `${start}|${end}|${today}`;
      const cached = cache.get(key);
      if (cached && now() - cached.at < ga4.cacheSeconds * 1000) return cached.body;
      let body: AbStatsResponse;
      try {
        body = await ga4AbStats(ga4.client, ga4.propertyId, { startDate: start, endDate: end });
      } catch (error) {
        log.error({ err: error, requestId: c.get('requestId') }, 'GA4 report failed');
        const known = describeGa4Failure(error, ga4.propertyId);
        throw new ApiError(502, known ?? 'Google Analytics could not be read. Please try again later.');
      }
      if (body.isLiveData) cache.set(key, { at: now(), body });
      return body;
    };
    const body = await readGa4(startDate, endDate);
    if (!body.experiments) return c.json({ ...body, source: 'ga4', range });
    const experiments = await withRuns(body.experiments, starts, today, async (from) =>
      totalsOf((await readGa4(from, 'today')).experiments),
    );
    return c.json({ ...body, experiments: withRunPlans(experiments, plans), source: 'ga4', range });
  });
}
