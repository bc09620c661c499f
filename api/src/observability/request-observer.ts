import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { ApiLogger } from './api-logger';
import type { ApiMetrics } from './api-metrics';
import { refusalOf } from './refusal-reason';

const PHONE_CALL_ROUTE = '/create_phone_call';
const EVENTS_ROUTE = '/events';

/**
 * Runs around every request, after Hono's request-id middleware: one JSON log line per answer (request id,
 * method, route pattern, path, status, milliseconds) and the request metrics. The route label is the pattern
 * that answered (`/waitlist/confirm`, never a path with a token in it), so the series stay few.
 */
export function requestObserver(log: ApiLogger, metrics: ApiMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = process.hrtime.bigint();
    await next();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const last = routePath(c, -1);
    const route = c.res.status === 404 && last.endsWith('*') ? 'unmatched' : last;
    const status = String(c.res.status);
    const labels = { method: c.req.method, route, status };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, seconds);
    const refusedBy = refusalOf(c);
    if (refusedBy !== undefined) metrics.refusals.inc({ limit: refusedBy });
    // Counted from the answer, so that refusals by the guards before the route (limits, body size) count too.
    if (c.req.path === EVENTS_ROUTE && c.req.method === 'POST' && c.res.status >= 400) {
      metrics.eventBatchesRefused.inc({ status });
    }
    if (c.req.path === PHONE_CALL_ROUTE && c.req.method === 'POST') {
      metrics.phoneCalls.inc({
        result: c.res.status === 201 ? 'placed' : c.res.status < 500 ? 'refused' : 'failed',
      });
    }
    const line = {
      requestId: c.get('requestId') as string,
      method: c.req.method,
      route,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(seconds * 10_000) / 10,
    };
    if (c.res.status >= 500) log.warn(line, 'request answered with a server error');
    else log.info(line, 'request');
  };
}
