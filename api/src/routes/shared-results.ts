import type { AbStatsResponse } from '@novavox/contracts-api/ab-stats';
import {
  SHARE_LINK_EXPIRED_MESSAGE,
  SHARE_LINK_INVALID_MESSAGE,
  SHARE_LINK_WITHDRAWN_MESSAGE,
} from '@novavox/contracts-api/experiment-memory';
import { isExperimentId } from '@novavox/contracts-experiments';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { readShareToken } from '../sharing/share-token';
import type { ExperimentRunPlans } from '../stats/run-plans';
import { findShareLink } from '../stores/share-link-store';
import { abStatsRoutes } from './ab-stats';

/**
 * The experiment a request's `token` opens: 403 for a token not signed here (or of the first, unrecorded format),
 * 410 for a link the team withdrew or one that expired, each with its own message.
 */
async function sharedExperiment(c: Context, deps: AppDeps, now: () => number) {
  const signed = readShareToken(deps.linkSecret, c.req.query('token') ?? '');
  const link = signed ? await findShareLink(deps.db.db, signed.linkId) : null;
  if (!signed || !link || !isExperimentId(link.experimentId)) throw new ApiError(403, SHARE_LINK_INVALID_MESSAGE);
  if (link.withdrawnAt !== null) throw new ApiError(410, SHARE_LINK_WITHDRAWN_MESSAGE);
  // Both say the same second; either passing ends the link.
  if (Math.min(signed.expiresAtMs, Date.parse(link.expiresAt)) <= now())
    throw new ApiError(410, SHARE_LINK_EXPIRED_MESSAGE);
  return { experimentId: link.experimentId, expiresAt: link.expiresAt };
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
  const { now = Date.now } = deps;
  // The token is checked before the stats run; the stats' own guard then lets the request through.
  const stats = abStatsRoutes(deps, async (_c, next) => next(), runPlans);
  return new Hono()
    .get('/results', async (c) => {
      const { experimentId, expiresAt } = await sharedExperiment(c, deps, now);
      return c.json({ experimentId, expiresAt });
    })
    .use('/ab-stats', async (c, next) => {
      const { experimentId } = await sharedExperiment(c, deps, now);
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
