import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import { clientGroup } from './client-address';
import type { RateLimiter } from './rate-limiter';

/** Middleware: 429 with Retry-After once a client (an IPv6 /64 counts as one) has used up its share of `limiter`. */
export function rateLimit(limiter: RateLimiter, trustedProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    const retryAfter = await limiter.take(clientGroup(c, trustedProxyHops));
    if (retryAfter > 0) {
      throw new ApiError(429, 'Too many requests. Please try again later.', {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
    await next();
  };
}
