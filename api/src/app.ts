import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './app-deps';
import { errorBody, handleError } from './http/api-error';
import { bodyLimits } from './http/body-limits';
import { createRateLimiter } from './http/rate-limiter';
import { requireAdmin } from './http/require-admin';
import { siteOriginGuard } from './http/site-origin-guard';
import { abStatsRoutes } from './routes/ab-stats';
import { adminRoutes } from './routes/admin';
import { eventRoutes, MAX_EVENTS_BODY_BYTES } from './routes/events';
import { formRoutes } from './routes/forms';
import { healthRoutes } from './routes/health';
import { phoneCallRoutes } from './routes/phone-calls';
import { waitlistLinkRoutes } from './routes/waitlist-links';

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
  // Every route's body limit: a full event batch for /events, 16 KB for everything else (the deletion page's
  // form post had none, and read 50 MB bodies whole).
  app.use('*', bodyLimits([['/events', MAX_EVENTS_BODY_BYTES]]));
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });
  // One failure counter for every admin route, so guessing cannot be spread across them.
  const adminFailures = createRateLimiter(deps.db.db, {
    name: 'admin',
    limit: config.rateLimits.adminFailuresPerMinute,
    windowMs: 60_000,
    now,
  });
  const admin = requireAdmin(config.adminToken, adminFailures, config.trustedProxyHops);
  app.route('/health', healthRoutes);
  app.route('/forms', formRoutes(deps));
  app.route('/waitlist', waitlistLinkRoutes(deps));
  app.route('/events', eventRoutes(deps));
  app.route('/analytics', abStatsRoutes(deps, admin));
  app.route('/admin', adminRoutes(deps, admin));
  app.route('/create_phone_call', phoneCallRoutes(deps));
  app.notFound((c) => c.json(errorBody(`No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError(handleError);
  return app;
}
