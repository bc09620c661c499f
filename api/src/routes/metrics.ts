import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import type { ApiMetrics } from '../observability/api-metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * GET /metrics, Prometheus' text format. With METRICS_TOKEN set, the scraper sends `Authorization: Bearer <token>`;
 * without it, only a connection from this machine's loopback that no proxy forwarded is served (a reverse proxy on
 * the same machine adds X-Forwarded-For, so the public cannot reach the figures through it).
 */
export function metricsRoutes({ config, db, now = Date.now }: AppDeps, metrics: ApiMetrics) {
  return new Hono().get('/', async (c) => {
    if (!allowed(c, config.metricsToken)) {
      throw new ApiError(
        403,
        config.metricsToken === null
          ? 'Metrics are served to this machine only (set METRICS_TOKEN to scrape them from elsewhere)'
          : 'A valid metrics token is required',
      );
    }
    // The figures are still served while the database is out: the gauge then keeps its last value.
    await measureOutbox(db.db, metrics, now()).catch(() => undefined);
    c.header('Content-Type', metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });
}

function allowed(c: Context, token: string | null): boolean {
  if (token !== null) {
    const given = Buffer.from(/^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '');
    const wanted = Buffer.from(token);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) return false;
  try {
    return LOOPBACK.has(getConnInfo(c).remote.address ?? '');
  } catch {
    return false;
  }
}

/** The unsent e-mails and the oldest one's age, read at each scrape (an outbox that only grows is what to alert on). */
async function measureOutbox(db: AppDeps['db']['db'], metrics: ApiMetrics, at: number): Promise<void> {
  const row = await db
    .selectFrom('mail_outbox')
    .select([sql<string | null>`MIN(created_at)`.as('oldest'), sql<number>`COUNT(*)`.as('queued')])
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  metrics.mailsQueued.set(Number(row?.queued ?? 0));
  const oldest = row?.oldest ? Date.parse(row.oldest) : Number.NaN;
  metrics.outboxOldestAge.set(Number.isNaN(oldest) ? 0 : Math.max(0, (at - oldest) / 1000));
}
