import { Hono } from 'hono';
import type { AppDeps } from './app-deps';
import { errorBody, handleError } from './http/api-error';
import { siteOriginGuard } from './http/site-origin-guard';
import { abStatsRoutes } from './routes/ab-stats';
import { adminRoutes } from './routes/admin';
import { eventRoutes } from './routes/events';
import { formRoutes } from './routes/forms';
import { healthRoutes } from './routes/health';
import { phoneCallRoutes } from './routes/phone-calls';

/** Builds the api without listening, so tests can call it through app.request() or a real server. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use('*', ...siteOriginGuard(deps.config.siteOrigins));
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });
  app.route('/health', healthRoutes);
  app.route('/forms', formRoutes(deps));
  app.route('/events', eventRoutes(deps));
  app.route('/analytics', abStatsRoutes(deps));
  app.route('/admin', adminRoutes(deps));
  app.route('/create_phone_call', phoneCallRoutes(deps));
  app.notFound((c) => c.json(errorBody(`No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError(handleError);
  return app;
}
