import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

/** With a token configured, demands `Authorization: Bearer <token>`; without one the route is open (local use). */
export function requireAdmin(token: string | null): MiddlewareHandler {
  const expected = token === null ? null : Buffer.from(token);
  return async (c, next) => {
    if (expected !== null) {
      const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ApiError(401, 'A valid admin token is required', { headers: { 'WWW-Authenticate': 'Bearer' } });
      }
    }
    await next();
  };
}
