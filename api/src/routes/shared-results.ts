import type { AbStatsResponse } from '@novavox/contracts-api/ab-stats';
import { SHARE_LINK_EXPIRED_MESSAGE, SHARE_LINK_INVALID_MESSAGE } from '@novavox/contracts-api/experiment-memory';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { verifyShareToken } from '../sharing/share-token';
import type { ExperimentRunPlans } from '../stats/run-plans';
import { abStatsRoutes } from './ab-stats';

/** The experiment a request's `token` opens: 403 for a token not signed here, 410 for an expired one. */
function sharedExperiment(c: Context, secret: string, now: () => number) {
  const check = verifyShareToken(secret, c.req.query('token') ?? '', now());
  if (check.ok) return check;
  if (check.reason === 'expired') throw new ApiError(410, SHARE_LINK_EXPIRED_MESSAGE);
  throw new ApiError(403, SHARE_LINK_INVALID_MESSAGE);
}

/** Of the dashboard's answer, what one experiment's results need: its figures, not the site's page views. */
function oneExperiment(body: AbStatsResponse, id: string): AbStatsResponse {
  if (Array.isArray(body)) return { experiments: body.filter((experiment) => experiment.id === id) };
  const { experiments, source, range, isLiveData, hasRealAbData, connectionSuccessful, warning, error, message } = body;
  return {
    experiments: (experiments ?? []).filter((experiment) => experiment.id === id),
    source,
    range,
    isLiveData,
    hasRealAbData,
    connectionSuccessful,
    warning,
    error,
    message,
  };
}

/**
 * Mounted at /shared, open to anyone holding a link (docs/experiment-memory.md, "Share links"); read-only, GET only:
 * - GET /results?token: which experiment the link opens and until when;
 * - GET /ab-stats?token&startDate&endDate: the dashboard's figures (analytics/ab-stats), that experiment's alone.
 */
export function sharedResultsRoutes(deps: AppDeps, runPlans: () => Promise<ExperimentRunPlans>) {
  const { linkSecret, now = Date.now } = deps;
  // The token is checked before the stats run; the stats' own guard then lets the request through.
  const stats = abStatsRoutes(deps, async (_c, next) => next(), runPlans);
  return new Hono()
    .get('/results', (c) => {
      const { experimentId, expiresAt } = sharedExperiment(c, linkSecret, now);
      return c.json({ experimentId, expiresAt });
    })
    .use('/ab-stats', async (c, next) => {
      const { experimentId } = sharedExperiment(c, linkSecret, now);
      await next();
      if (c.res.status !== 200) return;
      const body = (await c.res.json()) as AbStatsResponse;
      c.res = new Response(JSON.stringify(oneExperiment(body, experimentId)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    })
    .route('/', stats);
}
