import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import { clientAddress } from './client-address';
import type { RateLimiter } from './rate-limiter';

/** Middleware: 429 with Retry-After once an address has used up its share of `limiter`. */
export function rateLimit(limiter: RateLimiter, trustedProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    const retryAfter = limiter.take(clientAddress(c, trustedProxyHops));
    if (retryAfter > 0) {
      throw new ApiError(429, 'Too many requests. Please try again later.', {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
    await next();
  };
}
