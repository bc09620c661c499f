import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './app-deps';
import { errorBody, handleError } from './http/api-error';
import { createRateLimiter } from './http/rate-limiter';
import { requireAdmin } from './http/require-admin';
import { siteOriginGuard } from './http/site-origin-guard';
import { abStatsRoutes } from './routes/ab-stats';
import { adminRoutes } from './routes/admin';
import { eventRoutes } from './routes/events';
import { experimentStateRoutes } from './routes/experiment-states';
import { formRoutes } from './routes/forms';
import { healthRoutes } from './routes/health';
import { phoneCallRoutes } from './routes/phone-calls';
import { waitlistLinkRoutes } from './routes/waitlist-links';
import { createExperimentStateStore } from './stores/experiment-state-store';

/** Builds the api without listening, so tests can call it through app.request() or a real server. */
export function createApp(deps: AppDeps) {
  const { config, now = Date.now } = deps;
  const app = new Hono();
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
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });
  // One failure counter for every admin route, so guessing cannot be spread across them.
  const adminFailures = createRateLimiter({ limit: config.rateLimits.adminFailuresPerMinute, windowMs: 60_000, now });
  const admin = requireAdmin(config.adminToken, adminFailures, config.trustedProxyHops);
  const experimentStates = createExperimentStateStore(deps.db.db, config.experimentsEnabledByDefault, now);
  app.route('/health', healthRoutes);
  app.route('/forms', formRoutes(deps, experimentStates));
  app.route('/waitlist', waitlistLinkRoutes(deps, experimentStates));
  app.route('/events', eventRoutes(deps, experimentStates));
  app.route('/analytics', abStatsRoutes(deps, admin));
  app.route('/experiments', experimentStateRoutes(experimentStates));
  app.route('/admin', adminRoutes(deps, admin, experimentStates));
  app.route('/create_phone_call', phoneCallRoutes(deps, experimentStates));
  app.notFound((c) => c.json(errorBody(`No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError(handleError);
  return app;
}
