import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { checkReadiness } from '../db/database-readiness';

/**
 * GET /health is liveness: the process answers, whatever the database does (restarting the api would not bring a
 * database back). GET /ready is readiness: 200 when the database answers and is migrated, else 503 with the
 * reason, so a load balancer sends traffic elsewhere until the database returns.
 */
export const healthRoutes = new Hono().get('/', (c) => c.json({ ok: true, service: 'novavox-api' }));

export function readinessRoutes({ db }: AppDeps) {
  return new Hono().get('/', async (c) => {
    const readiness = await checkReadiness(db);
    return c.json({ ok: readiness.ready, service: 'novavox-api', ...readiness }, readiness.ready ? 200 : 503);
  });
}
