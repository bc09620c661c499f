import { USER_ID_HEADER } from '@novavox/contracts-api/forms';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { ApiError } from './api-error';

/**
 * CORS for the site's own origins only. A browser request from any other origin is refused outright (403)
 * rather than merely left unreadable, so another site cannot write sign-ups or place calls through a
 * visitor's browser, and only these origins may send credentials (the team's session cookie). Requests without an Origin (curl, server-to-server, the benchmark) pass.
 */
export function siteOriginGuard(allowedOrigins: readonly string[]): MiddlewareHandler[] {
  const allowed = new Set(allowedOrigins);
  return [
    async (c, next) => {
      const origin = c.req.header('origin');
      if (origin !== undefined && !allowed.has(origin)) throw new ApiError(403, `Origin ${origin} is not allowed`);
      await next();
    },
    cors({
      origin: (origin) => (allowed.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', USER_ID_HEADER],
      exposeHeaders: ['Retry-After'],
      // The dashboard sends the team's session cookie; only these origins ever get it reflected.
      credentials: true,
      maxAge: 600,
    }),
  ];
}
