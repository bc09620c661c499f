import type { MiddlewareHandler } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { HTTPException } from 'hono/http-exception';
import { LOCAL_DEVELOPER_ACTOR, SERVICE_TOKEN_ACTOR, setActor } from './actor';
import { ApiError, errorBody } from './api-error';
import { clientAddress } from './client-address';
import type { RateLimiter } from './rate-limiter';

export const ADMIN_TOKEN_REQUIRED = 'A valid admin token is required';

/**
 * With a token configured, demands `Authorization: Bearer <token>` (Hono's bearer auth, compared in constant
 * time); an address that sends wrong tokens too often gets 429 before its next guess is even compared. Without a
 * token the route is open, which the server allows only outside production and announces at start.
 */
export function requireAdmin(token: string | null, failures: RateLimiter, trustedProxyHops: number): MiddlewareHandler {
  if (token === null)
    return (c, next) => {
      setActor(c, LOCAL_DEVELOPER_ACTOR);
      return next();
    };
  const refusal = { message: errorBody(ADMIN_TOKEN_REQUIRED), wwwAuthenticateHeader: 'Bearer' };
  const auth = bearerAuth({
    token,
    noAuthenticationHeader: refusal,
    invalidAuthenticationHeader: refusal,
    invalidToken: refusal,
  });
  return async (c, next) => {
    const address = clientAddress(c, trustedProxyHops);
    const retryAfter = failures.peek(address);
    if (retryAfter > 0) {
      throw new ApiError(429, 'Too many wrong admin tokens. Please try again later.', {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
    // Read only after the token was accepted: a refused request never reaches a handler.
    setActor(c, SERVICE_TOKEN_ACTOR);
    try {
      await auth(c, next);
    } catch (error) {
      if (error instanceof HTTPException && (error.status === 401 || error.status === 400)) failures.take(address);
      throw error;
    }
  };
}
