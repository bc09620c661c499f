import { TOO_MANY_REQUESTS_MESSAGE } from '@novavox/contracts-api/api-error';
import type { MiddlewareHandler } from 'hono';
import { apiLog } from '../observability/api-logger';
import { ApiError } from './api-error';
import { clientGroup } from './client-address';
import type { RateLimiter } from './rate-limiter';

/**
 * Middleware for the form and event limits: 429 with Retry-After once a client (an IPv6 /64 counts as one) has
 * used up its share of `limiter`.
 */
export function rateLimit(limiter: RateLimiter, trustedProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    let retryAfter = 0;
    try {
      retryAfter = await limiter.take(clientGroup(c, trustedProxyHops));
    } catch (error) {
      // A counter the database could not write (SQLite busy past its timeout with several processes on one
      // file) must not turn a visitor's form or events into a 500: the request goes on uncounted, and says so.
      apiLog.error({ err: error }, 'Rate limit not counted');
    }
    if (retryAfter > 0) {
      throw new ApiError(429, TOO_MANY_REQUESTS_MESSAGE, {
        headers: { 'Retry-After': String(retryAfter) },
        limit: limiter.name,
      });
    }
    await next();
  };
}
