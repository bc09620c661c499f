import type { MiddlewareHandler } from 'hono';
import { jsonBodyLimit, MAX_BODY_BYTES } from './read-json-body';

/**
 * One body limit for every request, chosen by path prefix (the first that matches), `MAX_BODY_BYTES` for
 * everything else: every route has one, a route added later included, and a request meets exactly one limit
 * (two nested limits answered with the outer one's message).
 */
export function bodyLimits(byPrefix: readonly (readonly [prefix: string, maxBytes: number])[]): MiddlewareHandler {
  const limits = byPrefix.map(([prefix, maxBytes]) => [prefix, jsonBodyLimit(maxBytes)] as const);
  const fallback = jsonBodyLimit(MAX_BODY_BYTES);
  return (c, next) => {
    const path = c.req.path;
    const limit = limits.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? fallback;
    return limit(c, next);
  };
}
