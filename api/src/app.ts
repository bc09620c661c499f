import { teamDashboardUrl } from '@novavox/contracts-api/team';
import { MINUTE_MS } from '@novavox/contracts-experiments/time-units';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './app-deps';
import { errorBody, errorHandler } from './http/api-error';
import { bodyLimits } from './http/body-limits';
import { createRateLimiter } from './http/rate-limiter';
import { siteOriginGuard } from './http/site-origin-guard';
import { createTeamAccess } from './http/team-access';
import { createApiLogger } from './observability/api-logger';
import { createApiMetrics } from './observability/api-metrics';
import { RATE_LIMITS } from './observability/refusal-limits';
import { requestObserver } from './observability/request-observer';
import { abStatsRoutes } from './routes/ab-stats';
import { adminRoutes } from './routes/admin';
import { copyDocumentRoutes, guardedCopyAdminRoutes } from './routes/copy-experiments';
import { eventRoutes, MAX_EVENTS_BODY_BYTES } from './routes/events';
import { experimentMemoryRoutes } from './routes/experiment-memory';
import { experimentStateRoutes } from './routes/experiment-states';
import { formRoutes } from './routes/forms';
import { healthRoutes, readinessRoutes } from './routes/health';
import { metricsRoutes } from './routes/metrics';
import { phoneCallRoutes } from './routes/phone-calls';
import { sharedResultsRoutes } from './routes/shared-results';
import { teamRoutes } from './routes/team';
import { visitorIdRoutes } from './routes/visitor-ids';
import { waitlistLinkRoutes } from './routes/waitlist-links';
import { createWaitlistLifecycle } from './signup/waitlist-lifecycle';
import { firstExposureRunStarts, stateRunStarts } from './stats/experiment-runs';
import { stateRunPlans } from './stats/run-plans';
import { createCopyExperimentStore } from './stores/copy-experiment-store';
import { createExperimentStateStore } from './stores/experiment-state-store';
import { createTeamSessionStore } from './team/team-session-store';

/** Builds the api without listening, so tests can call it through app.request() or a real server. */
export function createApp(deps: AppDeps) {
  const { config, now = Date.now } = deps;
  const log = deps.log ?? createApiLogger(config.logLevel);
  const metrics = deps.metrics ?? createApiMetrics();
  const routeDeps = { ...deps, log, metrics };
  const app = new Hono();
  // First, so that every answer, refusals of the guards below included, is logged and counted with its id.
  app.use('*', requestId(), requestObserver(log, metrics));
  // The api's own pages (the deletion page) post back to it, from its own origin.
  app.use('*', ...siteOriginGuard([...config.siteOrigins, new URL(config.publicApiUrl).origin]));
  app.use(
    '*',
    secureHeaders({
      crossOriginResourcePolicy: 'cross-origin',
      crossOriginOpenerPolicy: 'same-origin',
      // A link's token stays on this origin; no-referrer would also make browsers send `Origin: null` with the
      // deletion page's form, which the origin guard refuses.
      referrerPolicy: 'same-origin',
    }),
  );
  // Every route's body limit: a full event batch for /events, 16 KB for everything else (the deletion page's
  // form post had none, and read 50 MB bodies whole).
  app.use('*', bodyLimits([['/events', MAX_EVENTS_BODY_BYTES]]));
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });
  // One failure counter for every team route, so guessing the service token cannot be spread across them.
  const adminFailures = createRateLimiter(deps.db.db, {
    name: RATE_LIMITS.admin,
    limit: config.rateLimits.adminFailuresPerMinute,
    windowMs: MINUTE_MS,
    now,
  });
  const team = createTeamAccess({
    team: config.team,
    adminToken: config.adminToken,
    sessions: createTeamSessionStore(deps.db.db),
    failures: adminFailures,
    trustedProxyHops: config.trustedProxyHops,
    publicApiUrl: config.publicApiUrl,
    now,
  });
  // Marketing runs experiments and reads their results; personal data (the waitlist, the outbox) needs admin.
  const marketing = team.requireRole('marketing');
  const admin = team.requireRole('admin');
  const experimentStates = createExperimentStateStore(deps.db.db, config.experimentsEnabledByDefault, now);
  app.route('/health', healthRoutes);
  app.route('/ready', readinessRoutes(routeDeps));
  app.route('/metrics', metricsRoutes(routeDeps, metrics));
  // One waitlist for the forms that sign up and the e-mailed links that confirm, change and delete.
  const waitlist = createWaitlistLifecycle(deps.db.db, {
    publicApiUrl: config.publicApiUrl,
    secret: deps.linkSecret,
    mailsPerAddressPerHour: config.rateLimits.mailsPerAddressPerHour,
    running: () => experimentStates.running(),
  });
  app.route('/forms', formRoutes(routeDeps, experimentStates, waitlist));
  app.route('/waitlist', waitlistLinkRoutes(routeDeps, waitlist));
  app.route('/events', eventRoutes(routeDeps, experimentStates));
  app.route('/visitor-ids', visitorIdRoutes(routeDeps));
  app.route('/team', teamRoutes(routeDeps, team));
  const experimentRunStarts =
    deps.experimentRunStarts ?? (() => stateRunStarts(experimentStates, () => firstExposureRunStarts(deps.db.db)));
  app.route(
    '/analytics',
    abStatsRoutes({ ...routeDeps, experimentRunStarts }, marketing, () => stateRunPlans(experimentStates)),
  );
  app.route('/experiments', experimentStateRoutes(experimentStates));
  // Copy experiments written in the dashboard (docs/copy-experiments.md).
  // A created experiment started here counts its first impressions at once, not a second later.
  const copyExperiments = createCopyExperimentStore(
    deps.db.db,
    () => experimentStates.document(),
    () => experimentStates.forgetRunning(),
  );
  app.route('/experiments/copy', copyDocumentRoutes(copyExperiments));
  app.route('/admin/copy', guardedCopyAdminRoutes(copyExperiments, now, marketing));
  // Hypothesis and notes, the archive, share links (docs/experiment-memory.md); before /admin, which has its own guard.
  app.route(
    '/admin/experiments',
    experimentMemoryRoutes(
      { db: deps.db.db, now, linkSecret: deps.linkSecret, publicSiteUrl: config.publicSiteUrl },
      experimentStates,
      marketing,
    ),
  );
  app.route(
    '/shared',
    sharedResultsRoutes({ ...routeDeps, experimentRunStarts }, () => stateRunPlans(experimentStates)),
  );
  app.route('/admin', adminRoutes(routeDeps, { marketing, admin }, experimentStates));
  app.route('/create_phone_call', phoneCallRoutes(routeDeps, experimentStates));
  app.notFound((c) => c.json(errorBody(`No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError(errorHandler(log, teamDashboardUrl(config.publicSiteUrl)));
  return app;
}
