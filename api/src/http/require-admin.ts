import type { MiddlewareHandler } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { LOCAL_DEVELOPER_ACTOR, SERVICE_TOKEN_ACTOR, setActor } from './actor';
import { ApiError, errorBody } from './api-error';
import { clientGroup } from './client-address';
import type { RateLimiter } from './rate-limiter';

export const ADMIN_TOKEN_REQUIRED = 'A valid admin token is required';

/**
 * With a token configured, demands `Authorization: Bearer <token>` (Hono's bearer auth, compared in constant
 * time); an address that sends wrong tokens too often gets 429 before its next guess is even compared. Every
 * attempt is counted before its token is compared and given back once it proves right, so guesses sent at once,
 * to one process or several, cannot get more comparisons than the limit. Without a token the route is open,
 * which the server allows only outside production and announces at start.
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
    const address = clientGroup(c, trustedProxyHops);
    const retryAfter = await failures.take(address);
    if (retryAfter > 0) {
      throw new ApiError(429, 'Too many wrong admin tokens. Please try again later.', {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
    // A wrong or missing token ends in auth's 401/400 and stays counted; the right one is given back.
    await auth(c, async () => {
      await failures.giveBack(address);
      setActor(c, SERVICE_TOKEN_ACTOR);
      await next();
    });
  };
}
