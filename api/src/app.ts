import { Hono } from 'hono';
import { healthRoutes } from './routes/health';

/** Builds the api without listening, so tests can call it through app.request() or a real server. */
export function createApp() {
  const app = new Hono();
  app.route('/health', healthRoutes);
  app.notFound((c) => c.json({ error: 'Not found', message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  return app;
}
